import words from "../../../locales/en/extras";
import { registerNamespace } from "../i18n";

registerNamespace("extras", words);
