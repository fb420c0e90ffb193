import words from "../../../locales/en/feeds";
import { registerNamespace } from "../i18n";

registerNamespace("feeds", words);
