import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "Wird geladen …",
  cancel: "Abbrechen",
  ok: "OK",
  save: "Speichern",
  saving: "Wird gespeichert …",
  close: "Schließen",
  retry: "Erneut versuchen",
  remove: "Entfernen",
  showMore: "Mehr anzeigen",
  confirm: "Bestätigen",
  back: "Zurück",
  defaultAvatar: "Standard-Avatar",
  avatarOf: "Avatar von {name}",
  language: "Sprache",
  themeToLight: "Zum hellen Design wechseln",
  themeToDark: "Zum dunklen Design wechseln",
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "Der Server hat eine Antwort geschickt, die diese Seite nicht lesen kann.",
    refreshFailed: "Aktualisieren fehlgeschlagen: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
