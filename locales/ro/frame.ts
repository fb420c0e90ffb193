import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "Principal",
  home: "Acasă",
  notifications: "Notificări",
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
  menu: "Meniu",
  tabBar: "Scurtături",
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
  nav: {
    favourites: "Postări apreciate",
    messages: "Mesaje directe",
    groups: "Grupuri",
    adminAccounts: "Conturi locale",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
