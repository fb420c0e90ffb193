import words from "../../../locales/en/compose";
import { registerNamespace } from "../i18n";

registerNamespace("compose", words);
