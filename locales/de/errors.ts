import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.",
  requestTooLarge: "Die Anfrage ist zu groß.",
  unknown: "Etwas ist schiefgelaufen. Bitte versuche es erneut.",
  sessionExpired: "Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.",
  notAuthenticated: "Du musst dich zuerst anmelden.",
  tooManyRequests: "Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.",
  permission: "Dazu bist du nicht berechtigt.",
  loadFailed: "Diese Seite konnte nicht geladen werden: {message}",
  appFailed: "Die App konnte nicht gestartet werden: {message}",
  servers: {
    profileNotSaved: "Der Server hat das Profil nicht gespeichert: Das zurückgesendete Konto zeigt die Änderung nicht.",
  },
  configNotSaved:
    "Deine Einstellungen sind auf diesem Gerät gespeichert und werden in deinem Konto gespeichert, sobald der Server antwortet. Noch nicht gespeichert: {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
