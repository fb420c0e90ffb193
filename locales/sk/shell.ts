import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Preskočiť na obsah",
  mainNav: "Hlavná",
  home: "Domov",
  notifications: "Upozornenia",
  unreadNotifications:
    "{count} {{|neprečítané upozornenie|neprečítané upozornenia|neprečítané upozornenia|neprečítaného upozornenia|neprečítaných upozornení}}",
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
  learnMore: "Viac informácií",
  visitorBanner: "Prehliadate si stránky ako návštevník.",
  signIn: "Prihlásiť sa",
  menu: "Ponuka",
  notFound: "Stránka sa nenašla",
  newPost: "Nový príspevok",
  tabBar: "Skratky",
  safety: {
    framed: "Z bezpečnostných dôvodov Mitra nefunguje vnútri inej webovej stránky.",
    openInOwnTab: "Otvoriť Mitru na samostatnej karte",
  },
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
} satisfies NamespaceTranslation<"shell">;

export default shell;
