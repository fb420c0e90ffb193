import type { NamespaceTranslation } from "../partial";

const notifications = {} satisfies NamespaceTranslation<"notifications">;

export default notifications;
