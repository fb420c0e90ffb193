import words from "../../../locales/en/search";
import { registerNamespace } from "../i18n";

registerNamespace("search", words);
