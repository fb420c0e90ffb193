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
  notShown: {
    post: "Dit bericht kan niet worden weergegeven",
    notification: "Deze melding kan niet worden weergegeven",
    account: "Dit profiel kan niet worden weergegeven",
  },
  live: {
    unreadTitle: "({count}) {title}",
    offline: "Je bent offline. Berichten zijn misschien niet actueel en acties mislukken tot de verbinding terug is.",
    offlineCopy: "Opgeslagen kopie: alleen-lezen tot de verbinding terug is.",
    newVersion: "Er is een nieuwe versie van Mitra beschikbaar.",
    reload: "Opnieuw laden",
  },
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "De server stuurde een antwoord dat deze pagina niet kan lezen.",
    refreshFailed: "Vernieuwen mislukt: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
