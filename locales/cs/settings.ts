import type { NamespaceTranslation } from "../partial";

const settings = {} satisfies NamespaceTranslation<"settings">;

export default settings;
