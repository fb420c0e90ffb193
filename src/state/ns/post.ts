import words from "../../../locales/en/post";
import { registerNamespace } from "../i18n";

registerNamespace("post", words);
