import words from "../../../locales/en/timeline";
import { registerNamespace } from "../i18n";

registerNamespace("timeline", words);
