import type { PartialTranslation } from "../partial";

const sv = {} satisfies PartialTranslation;

export default sv;
