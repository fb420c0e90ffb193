import words from "../../../locales/en/subscriptions";
import { registerNamespace } from "../i18n";

registerNamespace("subscriptions", words);
