import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "Huvudmeny",
  home: "Hem",
  notifications: "Aviseringar",
  local: "Lokalt",
  federated: "Federerat",
  directory: "Profilkatalog",
  bookmarks: "Bokmärken",
  explore: "Utforska",
  settings: "Inställningar",
  about: "Om",
  logout: "Logga ut",
  myProfile: "Min profil",
  searchLabel: "Sök",
  searchPlaceholder: "Sök: @användare, #tagg eller >text",
  searchHint: "Använd @ för konton, # för hashtaggar och > för text i inlägg.",
  searchSubmit: "Sök",
  menu: "Meny",
  tabBar: "Genvägar",
  searchBox: {
    hints: "Sök efter",
    people: "Personer",
    tags: "Hashtaggar",
    text: "Text i inlägg",
    clear: "Rensa sökningen",
  },
  moreNav: {
    mutes: "Tystade användare",
    followRequests: "Följförfrågningar",
    customFeeds: "Anpassade flöden",
    pendingRequests: "{count} {{väntande följförfrågan|väntande följförfrågningar}}",
  },
  nav: {
    favourites: "Gillade inlägg",
    messages: "Direktmeddelanden",
    groups: "Grupper",
    adminAccounts: "Lokala konton",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
