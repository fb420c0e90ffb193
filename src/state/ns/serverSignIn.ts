import words from "../../../locales/en/serverSignIn";
import { registerNamespace } from "../i18n";

registerNamespace("serverSignIn", words);
