import type { PartialTranslation } from "../partial";

const uk = {} satisfies PartialTranslation;

export default uk;
