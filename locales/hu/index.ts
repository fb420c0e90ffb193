import type { PartialTranslation } from "../partial";

const hu = {} satisfies PartialTranslation;

export default hu;
