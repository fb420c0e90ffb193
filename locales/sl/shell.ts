import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Preskoči na vsebino",
  mainNav: "Glavno",
  home: "Domov",
  notifications: "Obvestila",
  unreadNotifications:
    "{count} {{|neprebrano obvestilo|neprebrani obvestili|neprebrana obvestila|neprebranih obvestil|neprebranih obvestil}}",
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
  learnMore: "Več o tem",
  visitorBanner: "Brskate kot obiskovalec.",
  signIn: "Prijava",
  menu: "Meni",
  notFound: "Strani ni mogoče najti",
  newPost: "Nova objava",
  tabBar: "Bližnjice",
  safety: {
    framed: "Zaradi vaše varnosti Mitra ne deluje znotraj drugega spletnega mesta.",
    openInOwnTab: "Odpri Mitro v svojem zavihku",
  },
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
} satisfies NamespaceTranslation<"shell">;

export default shell;
