import words from "../../../locales/en/profileMenu";
import { registerNamespace } from "../i18n";

registerNamespace("profileMenu", words);
