import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "Hauptnavigation",
  home: "Startseite",
  notifications: "Benachrichtigungen",
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
  menu: "Menü",
  tabBar: "Schnellzugriff",
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
  nav: {
    favourites: "Gefällt mir",
    messages: "Direktnachrichten",
    groups: "Gruppen",
    adminAccounts: "Lokale Konten",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
