import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "Odeslané žádosti o sledování",
  },
  tracking: {
    follow: "Sledovat konverzaci",
    unfollow: "Přestat sledovat konverzaci",
    followed: "Budete upozorněni na každou odpověď v této konverzaci",
    unfollowed: "Už nebudete upozorňováni na každou odpověď v této konverzaci",
    removeFromGroup: "Odebrat ze skupiny",
    confirmRemove: "Odebrat tento příspěvek ze skupiny?",
    removed: "Příspěvek odebrán ze skupiny",
  },
  sessions: {
    title: "Relace",
    hint: "Kde jste přihlášeni. Odhlaste relace, které nepoznáváte.",
    current: "Tato relace",
    started: "Přihlášeno {date}",
    unknownApp: "Neznámá aplikace",
    end: "Odhlásit",
    confirmEnd: "Odhlásit tuto relaci?",
    ended: "Relace ukončena",
  },
  notifications: {
    policyTitle: "Filtry oznámení",
    policyHint: "Nastavuje server podle vašeho nastavení zmínek.",
    forNotFollowing: "Od lidí, které nesledujete",
    forNotFollowers: "Od lidí, kteří vás nesledují",
    forNewAccounts: "Od účtů založených v posledních 30 dnech",
    forPrivateMentions: "Přímé zprávy",
    accept: "Zobrazují se",
    drop: "Skrývají se",
  },
  requests: {
    title: "Odeslané žádosti o sledování",
    none: "Žádné čekající žádosti o sledování",
    cancel: "Zrušit žádost",
    cancelLabel: "Zrušit žádost o sledování uživatele {name}",
    cancelled: "Žádost o sledování zrušena",
    inLists: "Ve vašich vlastních kanálech: {lists}",
    inNoLists: "V žádném z vašich vlastních kanálů",
    showLists: "Vlastní kanály s tímto profilem",
  },
  identity: {
    title: "Propojené identity",
    remove: "Odebrat",
    removeLabel: "Odebrat {did}",
    confirmRemove: "Odebrat propojenou identitu {did}?",
    removed: "Identita odebrána",
  },
  admin: {
    lastLogin: "Naposledy přihlášen: {date}",
    neverLoggedIn: "Nikdy nepřihlášen",
    group: "Skupina",
    title: "Místní účty",
  },
  accountLists: {
    inList: "Ve vašem vlastním kanálu: {title}",
    none: "Není v žádném z vašich vlastních kanálů",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
