import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "Richieste di follow inviate",
  },
  tracking: {
    follow: "Segui la conversazione",
    unfollow: "Smetti di seguire la conversazione",
    followed: "Riceverai una notifica per ogni risposta in questa conversazione",
    unfollowed: "Non riceverai più una notifica per ogni risposta in questa conversazione",
    removeFromGroup: "Rimuovi dal gruppo",
    confirmRemove: "Rimuovere questo post dal gruppo?",
    removed: "Post rimosso dal gruppo",
  },
  sessions: {
    title: "Sessioni",
    hint: "Dove hai effettuato l’accesso. Esci dalle sessioni che non riconosci.",
    current: "Questa sessione",
    started: "Accesso effettuato il {date}",
    unknownApp: "App sconosciuta",
    end: "Esci",
    confirmEnd: "Uscire da questa sessione?",
    ended: "Sessione terminata",
  },
  notifications: {
    policyTitle: "Filtri delle notifiche",
    policyHint: "Impostati dal server in base alle tue preferenze sulle menzioni.",
    forNotFollowing: "Da persone che non segui",
    forNotFollowers: "Da persone che non ti seguono",
    forNewAccounts: "Da account creati negli ultimi 30 giorni",
    forPrivateMentions: "Messaggi diretti",
    accept: "Mostrate",
    drop: "Nascoste",
  },
  requests: {
    title: "Richieste di follow inviate",
    none: "Nessuna richiesta di follow in attesa",
    cancel: "Annulla richiesta",
    cancelLabel: "Annulla la richiesta di follow a {name}",
    cancelled: "Richiesta di follow annullata",
    inLists: "Nei tuoi feed personalizzati: {lists}",
    inNoLists: "In nessuno dei tuoi feed personalizzati",
    showLists: "Feed personalizzati con questo profilo",
  },
  identity: {
    title: "Identità collegate",
    remove: "Rimuovi",
    removeLabel: "Rimuovi {did}",
    confirmRemove: "Rimuovere l’identità collegata {did}?",
    removed: "Identità rimossa",
  },
  admin: {
    lastLogin: "Ultimo accesso: {date}",
    neverLoggedIn: "Mai effettuato l’accesso",
    group: "Gruppo",
    title: "Account locali",
  },
  accountLists: {
    inList: "Nel tuo feed personalizzato: {title}",
    none: "Non è in nessuno dei tuoi feed personalizzati",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
