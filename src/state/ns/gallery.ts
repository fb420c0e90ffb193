import words from "../../../locales/en/gallery";
import { registerNamespace } from "../i18n";

registerNamespace("gallery", words);
