import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "Laddar…",
  cancel: "Avbryt",
  ok: "OK",
  save: "Spara",
  saving: "Sparar…",
  close: "Stäng",
  retry: "Försök igen",
  remove: "Ta bort",
  showMore: "Visa mer",
  confirm: "Bekräfta",
  back: "Tillbaka",
  defaultAvatar: "Standardavatar",
  avatarOf: "Avatar för {name}",
  language: "Språk",
  themeToLight: "Byt till ljust tema",
  themeToDark: "Byt till mörkt tema",
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "Servern skickade ett svar som den här sidan inte kan läsa.",
    refreshFailed: "Det gick inte att uppdatera: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
