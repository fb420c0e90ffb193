import type { PartialTranslation } from "../partial";

const es = {} satisfies PartialTranslation;

export default es;
