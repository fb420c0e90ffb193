import words from "../../../locales/en/shortcuts";
import { registerNamespace } from "../i18n";

registerNamespace("shortcuts", words);
