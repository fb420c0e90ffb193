import words from "../../../locales/en/profile";
import { registerNamespace } from "../i18n";

registerNamespace("profile", words);
