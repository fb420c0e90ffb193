import type { PartialTranslation } from "../partial";

const nl = {} satisfies PartialTranslation;

export default nl;
