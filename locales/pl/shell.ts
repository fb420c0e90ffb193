import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Przejdź do treści",
  mainNav: "Nawigacja główna",
  home: "Strona główna",
  notifications: "Powiadomienia",
  unreadNotifications:
    "{count} {{|nieprzeczytane powiadomienie|nieprzeczytanego powiadomienia|nieprzeczytane powiadomienia|nieprzeczytanych powiadomień|nieprzeczytanego powiadomienia}}",
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
  learnMore: "Dowiedz się więcej",
  visitorBanner: "Przeglądasz jako gość.",
  signIn: "Zaloguj się",
  menu: "Menu",
  notFound: "Nie znaleziono strony",
  newPost: "Nowy wpis",
  tabBar: "Skróty",
  safety: {
    framed: "Ze względów bezpieczeństwa Mitra nie działa wewnątrz innej strony internetowej.",
    openInOwnTab: "Otwórz Mitrę w osobnej karcie",
  },
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
} satisfies NamespaceTranslation<"shell">;

export default shell;
