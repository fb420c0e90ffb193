import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "Hoofdmenu",
  home: "Start",
  notifications: "Meldingen",
  local: "Lokaal",
  federated: "Gefedereerd",
  directory: "Profielengids",
  bookmarks: "Bladwijzers",
  explore: "Verkennen",
  settings: "Instellingen",
  about: "Over",
  logout: "Uitloggen",
  myProfile: "Mijn profiel",
  searchLabel: "Zoeken",
  searchPlaceholder: "Zoeken: @gebruiker, #tag of >tekst",
  searchHint: "Gebruik @ voor accounts, # voor hashtags en > voor tekst in berichten.",
  searchSubmit: "Zoeken",
  menu: "Menu",
  tabBar: "Snelkoppelingen",
  searchBox: {
    hints: "Zoeken naar",
    people: "Personen",
    tags: "Hashtags",
    text: "Tekst in berichten",
    clear: "Zoekopdracht wissen",
  },
  moreNav: {
    mutes: "Genegeerde gebruikers",
    followRequests: "Volgverzoeken",
    customFeeds: "Eigen feeds",
    pendingRequests: "{count} openstaande {{volgverzoek|volgverzoeken}}",
  },
  nav: {
    favourites: "Leuk gevonden berichten",
    messages: "Privéberichten",
    groups: "Groepen",
    adminAccounts: "Lokale accounts",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
