import type { NamespaceTranslation } from "../partial";

const shell = {} satisfies NamespaceTranslation<"shell">;

export default shell;
