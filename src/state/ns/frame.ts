import words from "../../../locales/en/frame";
import { registerNamespace } from "../i18n";

registerNamespace("frame", words);
