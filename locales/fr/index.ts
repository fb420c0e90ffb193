import type { PartialTranslation } from "../partial";

const fr = {} satisfies PartialTranslation;

export default fr;
