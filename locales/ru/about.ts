import type { NamespaceTranslation } from "../partial";

const about = {} satisfies NamespaceTranslation<"about">;

export default about;
