import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Vai al contenuto",
  mainNav: "Navigazione principale",
  home: "Home",
  notifications: "Notifiche",
  unreadNotifications: "{count} {{|notifica non letta|notifiche non lette|notifiche non lette|notifiche non lette|notifiche non lette}}",
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
  learnMore: "Scopri di più",
  visitorBanner: "Stai navigando come ospite.",
  signIn: "Accedi",
  menu: "Menu",
  notFound: "Pagina non trovata",
  newPost: "Nuovo post",
  tabBar: "Scorciatoie",
  safety: {
    framed: "Per la tua sicurezza, Mitra non funziona all’interno di un altro sito web.",
    openInOwnTab: "Apri Mitra in una scheda a sé",
  },
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
} satisfies NamespaceTranslation<"shell">;

export default shell;
