import words from "../../../locales/en/payments";
import { registerNamespace } from "../i18n";

registerNamespace("payments", words);
