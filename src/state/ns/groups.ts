import words from "../../../locales/en/groups";
import { registerNamespace } from "../i18n";

registerNamespace("groups", words);
