import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "Fő navigáció",
  home: "Kezdőlap",
  notifications: "Értesítések",
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
  menu: "Menü",
  tabBar: "Gyorselérés",
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
  nav: {
    favourites: "Kedvelt bejegyzések",
    messages: "Közvetlen üzenetek",
    groups: "Csoportok",
    adminAccounts: "Helyi fiókok",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
