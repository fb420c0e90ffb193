import type { PartialTranslation } from "../partial";

const pl = {} satisfies PartialTranslation;

export default pl;
