import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "Tastenkürzel",
  then: "dann",
  next: "Nächster Beitrag",
  previous: "Vorheriger Beitrag",
  open: "Beitrag öffnen",
  reply: "Antworten",
  like: "Gefällt mir",
  repost: "Teilen",
  menu: "Weitere Aktionen",
  compose: "Neuer Beitrag",
  search: "Suchen",
  home: "Zur Startseite",
  notifications: "Zu den Benachrichtigungen",
  help: "Diese Liste anzeigen",
  turnOff: "Tastenkürzel lassen sich in den Einstellungen ausschalten.",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
