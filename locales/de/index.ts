import type { PartialTranslation } from "../partial";

const de = {} satisfies PartialTranslation;

export default de;
