import type { NamespaceTranslation } from "../partial";

const feeds = {} satisfies NamespaceTranslation<"feeds">;

export default feeds;
