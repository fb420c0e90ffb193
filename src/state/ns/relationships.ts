import words from "../../../locales/en/relationships";
import { registerNamespace } from "../i18n";

registerNamespace("relationships", words);
