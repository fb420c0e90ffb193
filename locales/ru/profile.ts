import type { NamespaceTranslation } from "../partial";

const profile = {} satisfies NamespaceTranslation<"profile">;

export default profile;
