import type { PartialTranslation } from "../partial";

const pt = {} satisfies PartialTranslation;

export default pt;
