import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "Odoslané žiadosti o sledovanie",
  },
  tracking: {
    follow: "Sledovať konverzáciu",
    unfollow: "Prestať sledovať konverzáciu",
    followed: "Dostanete upozornenie na každú odpoveď v tejto konverzácii",
    unfollowed: "Už nebudete dostávať upozornenie na každú odpoveď v tejto konverzácii",
    removeFromGroup: "Odstrániť zo skupiny",
    confirmRemove: "Odstrániť tento príspevok zo skupiny?",
    removed: "Príspevok odstránený zo skupiny",
  },
  sessions: {
    title: "Relácie",
    hint: "Kde ste prihlásení. Odhláste relácie, ktoré nepoznáte.",
    current: "Táto relácia",
    started: "Prihlásené {date}",
    unknownApp: "Neznáma aplikácia",
    end: "Odhlásiť",
    confirmEnd: "Odhlásiť túto reláciu?",
    ended: "Relácia ukončená",
  },
  notifications: {
    policyTitle: "Filtre upozornení",
    policyHint: "Nastavuje ich server podľa vašich nastavení zmienok.",
    forNotFollowing: "Od ľudí, ktorých nesledujete",
    forNotFollowers: "Od ľudí, ktorí vás nesledujú",
    forNewAccounts: "Od účtov vytvorených za posledných 30 dní",
    forPrivateMentions: "Priame správy",
    accept: "Zobrazujú sa",
    drop: "Skrývajú sa",
  },
  requests: {
    title: "Odoslané žiadosti o sledovanie",
    none: "Žiadne čakajúce žiadosti o sledovanie",
    cancel: "Zrušiť žiadosť",
    cancelLabel: "Zrušiť žiadosť o sledovanie používateľa {name}",
    cancelled: "Žiadosť o sledovanie zrušená",
    inLists: "Vo vašich vlastných kanáloch: {lists}",
    inNoLists: "V žiadnom z vašich vlastných kanálov",
    showLists: "Vlastné kanály s týmto profilom",
  },
  identity: {
    title: "Prepojené identity",
    remove: "Odstrániť",
    removeLabel: "Odstrániť {did}",
    confirmRemove: "Odstrániť prepojenú identitu {did}?",
    removed: "Identita odstránená",
  },
  admin: {
    lastLogin: "Naposledy prihlásený: {date}",
    neverLoggedIn: "Nikdy neprihlásený",
    group: "Skupina",
    title: "Miestne účty",
  },
  accountLists: {
    inList: "Vo vašom vlastnom kanáli: {title}",
    none: "Nie je v žiadnom z vašich vlastných kanálov",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
