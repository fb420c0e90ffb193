import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Přeskočit na obsah",
  mainNav: "Hlavní",
  home: "Domů",
  notifications: "Oznámení",
  unreadNotifications:
    "{count} {{|nepřečtené oznámení|nepřečtená oznámení|nepřečtená oznámení|nepřečteného oznámení|nepřečtených oznámení}}",
  local: "Místní",
  federated: "Federované",
  directory: "Adresář profilů",
  bookmarks: "Záložky",
  explore: "Prozkoumat",
  settings: "Nastavení",
  about: "O serveru",
  logout: "Odhlásit se",
  myProfile: "Můj profil",
  searchLabel: "Hledat",
  searchPlaceholder: "Hledat: @uživatel, #hashtag nebo >text",
  searchHint: "Použijte @ pro účty, # pro hashtagy a > pro text v příspěvcích.",
  searchSubmit: "Hledat",
  learnMore: "Další informace",
  visitorBanner: "Prohlížíte si stránky jako návštěvník.",
  signIn: "Přihlásit se",
  menu: "Nabídka",
  notFound: "Stránka nebyla nalezena",
  newPost: "Nový příspěvek",
  tabBar: "Zkratky",
  safety: {
    framed: "Z bezpečnostních důvodů Mitra nefunguje uvnitř jiného webu.",
    openInOwnTab: "Otevřít Mitru na samostatné kartě",
  },
  searchBox: {
    hints: "Hledat",
    people: "Lidé",
    tags: "Hashtagy",
    text: "Text v příspěvcích",
    clear: "Vymazat hledání",
  },
  moreNav: {
    mutes: "Ztlumení uživatelé",
    followRequests: "Žádosti o sledování",
    customFeeds: "Vlastní kanály",
    pendingRequests: "{count} {{|čekající žádost o sledování|čekající žádosti o sledování|čekající žádosti o sledování|čekající žádosti o sledování|čekajících žádostí o sledování}}",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
