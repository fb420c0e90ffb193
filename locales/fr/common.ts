import type { NamespaceTranslation } from "../partial";

const common = {} satisfies NamespaceTranslation<"common">;

export default common;
