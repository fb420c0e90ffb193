import type { NamespaceTranslation } from "../partial";

const errors = {} satisfies NamespaceTranslation<"errors">;

export default errors;
