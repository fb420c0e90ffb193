import type { NamespaceTranslation } from "../partial";

const compose = {} satisfies NamespaceTranslation<"compose">;

export default compose;
