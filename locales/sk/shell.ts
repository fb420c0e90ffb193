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
} satisfies NamespaceTranslation<"shell">;

export default shell;
