import type { NamespaceTranslation } from "../partial";

const post = {} satisfies NamespaceTranslation<"post">;

export default post;
