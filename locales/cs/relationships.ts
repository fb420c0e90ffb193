import type { NamespaceTranslation } from "../partial";

const relationships = {} satisfies NamespaceTranslation<"relationships">;

export default relationships;
