import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "Hlavná",
  home: "Domov",
  notifications: "Upozornenia",
  local: "Miestne",
  federated: "Federované",
  directory: "Adresár profilov",
  bookmarks: "Záložky",
  explore: "Preskúmať",
  settings: "Nastavenia",
  about: "O serveri",
  logout: "Odhlásiť sa",
  myProfile: "Môj profil",
  searchLabel: "Hľadať",
  searchPlaceholder: "Hľadať: @používateľ, #hashtag alebo >text",
  searchHint: "Použite @ pre účty, # pre hashtagy a > pre text v príspevkoch.",
  searchSubmit: "Hľadať",
  menu: "Ponuka",
  tabBar: "Skratky",
  searchBox: {
    hints: "Hľadať",
    people: "Ľudia",
    tags: "Hashtagy",
    text: "Text v príspevkoch",
    clear: "Vymazať hľadanie",
  },
  moreNav: {
    mutes: "Stlmení používatelia",
    followRequests: "Žiadosti o sledovanie",
    customFeeds: "Vlastné kanály",
    pendingRequests: "{count} {{|čakajúca žiadosť o sledovanie|čakajúce žiadosti o sledovanie|čakajúce žiadosti o sledovanie|čakajúcej žiadosti o sledovanie|čakajúcich žiadostí o sledovanie}}",
  },
  nav: {
    favourites: "Obľúbené príspevky",
    messages: "Priame správy",
    groups: "Skupiny",
    adminAccounts: "Miestne účty",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
