import type { PartialTranslation } from "../partial";

const sl = {} satisfies PartialTranslation;

export default sl;
