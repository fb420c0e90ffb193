import words from "../../../locales/en/profileLists";
import { registerNamespace } from "../i18n";

registerNamespace("profileLists", words);
