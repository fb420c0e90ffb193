import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "Nawigacja główna",
  home: "Strona główna",
  notifications: "Powiadomienia",
  local: "Lokalna",
  federated: "Sfederowana",
  directory: "Katalog profili",
  bookmarks: "Zakładki",
  explore: "Odkrywaj",
  settings: "Ustawienia",
  about: "O serwerze",
  logout: "Wyloguj się",
  myProfile: "Mój profil",
  searchLabel: "Szukaj",
  searchPlaceholder: "Szukaj: @użytkownik, #tag lub >tekst",
  searchHint: "Szukaj kont za pomocą @, hashtagów za pomocą #, a tekstu we wpisach za pomocą >.",
  searchSubmit: "Szukaj",
  menu: "Menu",
  tabBar: "Skróty",
  searchBox: {
    hints: "Szukaj",
    people: "Osoby",
    tags: "Hashtagi",
    text: "Tekst we wpisach",
    clear: "Wyczyść wyszukiwanie",
  },
  moreNav: {
    mutes: "Wyciszeni użytkownicy",
    followRequests: "Prośby o obserwowanie",
    customFeeds: "Własne kanały",
    pendingRequests: "{count} {{|oczekująca prośba o obserwowanie|oczekujące prośby o obserwowanie|oczekujące prośby o obserwowanie|oczekujących próśb o obserwowanie|oczekującej prośby o obserwowanie}}",
  },
  nav: {
    favourites: "Polubione wpisy",
    messages: "Wiadomości prywatne",
    groups: "Grupy",
    adminAccounts: "Konta lokalne",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
