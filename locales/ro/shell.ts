import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Salt la conținut",
  mainNav: "Principal",
  home: "Acasă",
  notifications: "Notificări",
  unreadNotifications: "{count} {{|notificare necitită|de notificări necitite|notificări necitite|de notificări necitite|de notificări necitite}}",
  local: "Local",
  federated: "Federat",
  directory: "Directorul de profiluri",
  bookmarks: "Marcaje",
  explore: "Explorează",
  settings: "Setări",
  about: "Despre",
  logout: "Deconectare",
  myProfile: "Profilul meu",
  searchLabel: "Căutare",
  searchPlaceholder: "Caută: @utilizator, #hashtag sau >text",
  searchHint: "Folosește @ pentru conturi, # pentru hashtaguri și > pentru text din postări.",
  searchSubmit: "Caută",
  learnMore: "Află mai multe",
  visitorBanner: "Navighezi ca vizitator.",
  signIn: "Conectare",
  menu: "Meniu",
  notFound: "Pagina nu a fost găsită",
  newPost: "Postare nouă",
  tabBar: "Scurtături",
  safety: {
    framed: "Pentru siguranța ta, Mitra nu funcționează în interiorul altui site.",
    openInOwnTab: "Deschide Mitra într-o filă separată",
  },
  searchBox: {
    hints: "Caută",
    people: "Persoane",
    tags: "Hashtaguri",
    text: "Text în postări",
    clear: "Golește căutarea",
  },
  moreNav: {
    mutes: "Utilizatori ignorați",
    followRequests: "Cereri de urmărire",
    customFeeds: "Fluxuri personalizate",
    pendingRequests: "{count} {{|cerere de urmărire în așteptare|de cereri de urmărire în așteptare|cereri de urmărire în așteptare|de cereri de urmărire în așteptare|de cereri de urmărire în așteptare}}",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
