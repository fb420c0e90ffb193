import words from "../../../locales/en/invoices";
import { registerNamespace } from "../i18n";

registerNamespace("invoices", words);
