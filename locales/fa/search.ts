import type { NamespaceTranslation } from "../partial";

const search = {} satisfies NamespaceTranslation<"search">;

export default search;
