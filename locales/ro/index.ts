import type { PartialTranslation } from "../partial";

const ro = {} satisfies PartialTranslation;

export default ro;
