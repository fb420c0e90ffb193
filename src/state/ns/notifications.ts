import words from "../../../locales/en/notifications";
import { registerNamespace } from "../i18n";

registerNamespace("notifications", words);
