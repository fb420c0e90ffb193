import words from "../../../locales/en/profileEdit";
import { registerNamespace } from "../i18n";

registerNamespace("profileEdit", words);
