import type { NamespaceTranslation } from "../partial";

const subscriptions = {} satisfies NamespaceTranslation<"subscriptions">;

export default subscriptions;
