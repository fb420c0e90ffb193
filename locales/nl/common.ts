import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "Laden…",
  cancel: "Annuleren",
  ok: "OK",
  save: "Opslaan",
  saving: "Opslaan…",
  close: "Sluiten",
  retry: "Opnieuw proberen",
  remove: "Verwijderen",
  showMore: "Meer tonen",
  confirm: "Bevestigen",
  back: "Terug",
  defaultAvatar: "Standaardavatar",
  avatarOf: "Avatar van {name}",
  language: "Taal",
  themeToLight: "Naar licht thema overschakelen",
  themeToDark: "Naar donker thema overschakelen",
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "De server stuurde een antwoord dat deze pagina niet kan lezen.",
    refreshFailed: "Vernieuwen mislukt: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
