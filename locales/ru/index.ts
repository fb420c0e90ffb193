import type { PartialTranslation } from "../partial";

const ru = {} satisfies PartialTranslation;

export default ru;
