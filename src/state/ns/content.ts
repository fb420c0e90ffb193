import words from "../../../locales/en/content";
import { registerNamespace } from "../i18n";

registerNamespace("content", words);
