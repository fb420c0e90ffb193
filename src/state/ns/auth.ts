import words from "../../../locales/en/auth";
import { registerNamespace } from "../i18n";

registerNamespace("auth", words);
