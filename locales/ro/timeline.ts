import type { NamespaceTranslation } from "../partial";

const timeline = {} satisfies NamespaceTranslation<"timeline">;

export default timeline;
