import words from "../../../locales/en/subscriptionSettings";
import { registerNamespace } from "../i18n";

registerNamespace("subscriptionSettings", words);
