import words from "../../../locales/en/landing";
import { registerNamespace } from "../i18n";

registerNamespace("landing", words);
