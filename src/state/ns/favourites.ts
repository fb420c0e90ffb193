import words from "../../../locales/en/favourites";
import { registerNamespace } from "../i18n";

registerNamespace("favourites", words);
