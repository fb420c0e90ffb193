import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Hoppa till innehållet",
  mainNav: "Huvudmeny",
  home: "Hem",
  notifications: "Aviseringar",
  unreadNotifications: "{count} {{oläst avisering|olästa aviseringar}}",
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
  learnMore: "Läs mer",
  visitorBanner: "Du surfar som besökare.",
  signIn: "Logga in",
  menu: "Meny",
  notFound: "Sidan hittades inte",
  newPost: "Nytt inlägg",
  tabBar: "Genvägar",
  safety: {
    framed: "För din säkerhet fungerar Mitra inte inuti en annan webbplats.",
    openInOwnTab: "Öppna Mitra i en egen flik",
  },
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
} satisfies NamespaceTranslation<"shell">;

export default shell;
