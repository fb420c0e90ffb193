import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Ugrás a tartalomra",
  mainNav: "Fő navigáció",
  home: "Kezdőlap",
  notifications: "Értesítések",
  unreadNotifications: "{count} olvasatlan értesítés",
  local: "Helyi",
  federated: "Föderált",
  directory: "Profilkönyvtár",
  bookmarks: "Könyvjelzők",
  explore: "Felfedezés",
  settings: "Beállítások",
  about: "Névjegy",
  logout: "Kijelentkezés",
  myProfile: "Saját profil",
  searchLabel: "Keresés",
  searchPlaceholder: "Keresés: @felhasználó, #címke vagy >szöveg",
  searchHint: "@ a fiókokhoz, # a hashtagekhez, > a bejegyzések szövegéhez.",
  searchSubmit: "Keresés",
  learnMore: "További információ",
  visitorBanner: "Látogatóként böngészel.",
  signIn: "Bejelentkezés",
  menu: "Menü",
  notFound: "Az oldal nem található",
  newPost: "Új bejegyzés",
  tabBar: "Gyorselérés",
  safety: {
    framed: "A biztonságod érdekében a Mitra nem működik más weboldalon belül.",
    openInOwnTab: "A Mitra megnyitása saját lapon",
  },
  searchBox: {
    hints: "Keresés",
    people: "Személyek",
    tags: "Hashtagek",
    text: "Szöveg a bejegyzésekben",
    clear: "Keresés törlése",
  },
  moreNav: {
    mutes: "Némított felhasználók",
    followRequests: "Követési kérelmek",
    customFeeds: "Egyéni hírfolyamok",
    pendingRequests: "{count} függő követési kérelem",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
