import type { PartialTranslation } from "../partial";

const ptbr = {} satisfies PartialTranslation;

export default ptbr;
