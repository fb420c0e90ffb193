import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "Hlavní",
  home: "Domů",
  notifications: "Oznámení",
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
  menu: "Nabídka",
  tabBar: "Zkratky",
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
  nav: {
    favourites: "Oblíbené příspěvky",
    messages: "Přímé zprávy",
    groups: "Skupiny",
    adminAccounts: "Místní účty",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
