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
  notShown: {
    post: "Dieser Beitrag kann nicht angezeigt werden",
    notification: "Diese Benachrichtigung kann nicht angezeigt werden",
    account: "Dieses Profil kann nicht angezeigt werden",
  },
  live: {
    unreadTitle: "({count}) {title}",
    offline: "Du bist offline. Beiträge sind womöglich nicht aktuell, und Aktionen schlagen fehl, bis die Verbindung zurück ist.",
    offlineCopy: "Gespeicherte Kopie: nur lesbar, bis die Verbindung zurück ist.",
    newVersion: "Eine neue Version von Mitra ist verfügbar.",
    reload: "Neu laden",
  },
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "Der Server hat eine Antwort geschickt, die diese Seite nicht lesen kann.",
    refreshFailed: "Aktualisieren fehlgeschlagen: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
