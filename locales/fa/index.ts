import type { PartialTranslation } from "../partial";

const fa = {} satisfies PartialTranslation;

export default fa;
