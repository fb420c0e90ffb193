import words from "../../../locales/en/interactions";
import { registerNamespace } from "../i18n";

registerNamespace("interactions", words);
