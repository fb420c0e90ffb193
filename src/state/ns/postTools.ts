import words from "../../../locales/en/postTools";
import { registerNamespace } from "../i18n";

registerNamespace("postTools", words);
