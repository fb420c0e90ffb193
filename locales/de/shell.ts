import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Zum Inhalt springen",
  mainNav: "Hauptnavigation",
  home: "Startseite",
  notifications: "Benachrichtigungen",
  unreadNotifications: "{count} ungelesene {{Benachrichtigung|Benachrichtigungen}}",
  local: "Lokal",
  federated: "Föderiert",
  directory: "Profilverzeichnis",
  bookmarks: "Lesezeichen",
  explore: "Entdecken",
  settings: "Einstellungen",
  about: "Über",
  logout: "Abmelden",
  myProfile: "Mein Profil",
  searchLabel: "Suche",
  searchPlaceholder: "Suche: @konto, #tag oder >text",
  searchHint: "Nutze @ für Konten, # für Hashtags und > für Text in Beiträgen.",
  searchSubmit: "Suchen",
  learnMore: "Mehr erfahren",
  visitorBanner: "Du bist als Gast unterwegs.",
  signIn: "Anmelden",
  menu: "Menü",
  notFound: "Seite nicht gefunden",
  newPost: "Neuer Beitrag",
  tabBar: "Schnellzugriff",
  safety: {
    framed: "Zu deiner Sicherheit funktioniert Mitra nicht innerhalb einer anderen Website.",
    openInOwnTab: "Mitra in eigenem Tab öffnen",
  },
  searchBox: {
    hints: "Suchen nach",
    people: "Personen",
    tags: "Hashtags",
    text: "Text in Beiträgen",
    clear: "Suche leeren",
  },
  moreNav: {
    mutes: "Stummgeschaltete Konten",
    followRequests: "Folgeanfragen",
    customFeeds: "Eigene Feeds",
    pendingRequests: "{count} offene {{Folgeanfrage|Folgeanfragen}}",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
