import words from "../../../locales/en/messages";
import { registerNamespace } from "../i18n";

registerNamespace("messages", words);
