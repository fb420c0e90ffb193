import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Naar inhoud springen",
  mainNav: "Hoofdmenu",
  home: "Start",
  notifications: "Meldingen",
  unreadNotifications: "{count} ongelezen {{melding|meldingen}}",
  local: "Lokaal",
  federated: "Gefedereerd",
  directory: "Profielengids",
  bookmarks: "Bladwijzers",
  explore: "Verkennen",
  settings: "Instellingen",
  about: "Over",
  logout: "Uitloggen",
  myProfile: "Mijn profiel",
  searchLabel: "Zoeken",
  searchPlaceholder: "Zoeken: @gebruiker, #tag of >tekst",
  searchHint: "Gebruik @ voor accounts, # voor hashtags en > voor tekst in berichten.",
  searchSubmit: "Zoeken",
  learnMore: "Meer informatie",
  visitorBanner: "Je bekijkt deze site als bezoeker.",
  signIn: "Inloggen",
  menu: "Menu",
  notFound: "Pagina niet gevonden",
  newPost: "Nieuw bericht",
  tabBar: "Snelkoppelingen",
  safety: {
    framed: "Voor je veiligheid werkt Mitra niet binnen een andere website.",
    openInOwnTab: "Mitra in een eigen tabblad openen",
  },
  searchBox: {
    hints: "Zoeken naar",
    people: "Personen",
    tags: "Hashtags",
    text: "Tekst in berichten",
    clear: "Zoekopdracht wissen",
  },
  moreNav: {
    mutes: "Genegeerde gebruikers",
    followRequests: "Volgverzoeken",
    customFeeds: "Eigen feeds",
    pendingRequests: "{count} openstaande {{volgverzoek|volgverzoeken}}",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
