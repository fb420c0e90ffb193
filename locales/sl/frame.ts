import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "Glavno",
  home: "Domov",
  notifications: "Obvestila",
  local: "Lokalno",
  federated: "Federirano",
  directory: "Imenik profilov",
  bookmarks: "Zaznamki",
  explore: "Razišči",
  settings: "Nastavitve",
  about: "O strežniku",
  logout: "Odjava",
  myProfile: "Moj profil",
  searchLabel: "Iskanje",
  searchPlaceholder: "Iskanje: @uporabnik, #ključnik ali >besedilo",
  searchHint: "Uporabite @ za račune, # za ključnike in > za besedilo v objavah.",
  searchSubmit: "Išči",
  menu: "Meni",
  tabBar: "Bližnjice",
  searchBox: {
    hints: "Išči",
    people: "Ljudje",
    tags: "Ključniki",
    text: "Besedilo v objavah",
    clear: "Počisti iskanje",
  },
  moreNav: {
    mutes: "Utišani uporabniki",
    followRequests: "Prošnje za sledenje",
    customFeeds: "Viri po meri",
    pendingRequests: "{count} {{|čakajoča prošnja za sledenje|čakajoči prošnji za sledenje|čakajoče prošnje za sledenje|čakajočih prošenj za sledenje|čakajočih prošenj za sledenje}}",
  },
  nav: {
    favourites: "Všečkane objave",
    messages: "Neposredna sporočila",
    groups: "Skupine",
    adminAccounts: "Lokalni računi",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
