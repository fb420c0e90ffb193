import words from "../../../locales/en/settings";
import { registerNamespace } from "../i18n";

registerNamespace("settings", words);
