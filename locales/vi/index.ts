import type { PartialTranslation } from "../partial";

const vi = {} satisfies PartialTranslation;

export default vi;
