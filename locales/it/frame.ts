import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "Navigazione principale",
  home: "Home",
  notifications: "Notifiche",
  local: "Locale",
  federated: "Federato",
  directory: "Elenco dei profili",
  bookmarks: "Segnalibri",
  explore: "Esplora",
  settings: "Impostazioni",
  about: "Informazioni",
  logout: "Esci",
  myProfile: "Il mio profilo",
  searchLabel: "Cerca",
  searchPlaceholder: "Cerca: @utente, #tag o >testo",
  searchHint: "Usa @ per gli account, # per gli hashtag e > per il testo dei post.",
  searchSubmit: "Cerca",
  menu: "Menu",
  tabBar: "Scorciatoie",
  searchBox: {
    hints: "Cerca",
    people: "Persone",
    tags: "Hashtag",
    text: "Testo nei post",
    clear: "Cancella ricerca",
  },
  moreNav: {
    mutes: "Utenti silenziati",
    followRequests: "Richieste di follow",
    customFeeds: "Feed personalizzati",
    pendingRequests: "{count} {{|richiesta di follow in attesa|richieste di follow in attesa|richieste di follow in attesa|richieste di follow in attesa|richieste di follow in attesa}}",
  },
  nav: {
    favourites: "Post che ti piacciono",
    messages: "Messaggi diretti",
    groups: "Gruppi",
    adminAccounts: "Account locali",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
