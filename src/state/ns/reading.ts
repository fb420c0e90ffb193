import words from "../../../locales/en/reading";
import { registerNamespace } from "../i18n";

registerNamespace("reading", words);
