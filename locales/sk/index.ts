import type { PartialTranslation } from "../partial";

const sk = {} satisfies PartialTranslation;

export default sk;
