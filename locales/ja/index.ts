import type { PartialTranslation } from "../partial";

const ja = {} satisfies PartialTranslation;

export default ja;
