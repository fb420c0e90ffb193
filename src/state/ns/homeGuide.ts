import words from "../../../locales/en/homeGuide";
import { registerNamespace } from "../i18n";

registerNamespace("homeGuide", words);
