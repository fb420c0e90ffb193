import words from "../../../locales/en/wallets";
import { registerNamespace } from "../i18n";

registerNamespace("wallets", words);
