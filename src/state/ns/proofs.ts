import words from "../../../locales/en/proofs";
import { registerNamespace } from "../i18n";

registerNamespace("proofs", words);
