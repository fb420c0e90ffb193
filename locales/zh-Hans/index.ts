import type { PartialTranslation } from "../partial";

const zhhans = {} satisfies PartialTranslation;

export default zhhans;
