import words from "../../../locales/en/about";
import { registerNamespace } from "../i18n";

registerNamespace("about", words);
