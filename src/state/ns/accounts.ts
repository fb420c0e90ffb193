import words from "../../../locales/en/accounts";
import { registerNamespace } from "../i18n";

registerNamespace("accounts", words);
