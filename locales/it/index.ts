import type { PartialTranslation } from "../partial";

const it = {} satisfies PartialTranslation;

export default it;
