import type { PartialTranslation } from "../partial";

const cs = {} satisfies PartialTranslation;

export default cs;
