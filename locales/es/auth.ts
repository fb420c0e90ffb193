import type { NamespaceTranslation } from "../partial";

const auth = {} satisfies NamespaceTranslation<"auth">;

export default auth;
