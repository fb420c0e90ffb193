import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "Poslane prošnje za sledenje",
  },
  tracking: {
    follow: "Spremljaj pogovor",
    unfollow: "Ne spremljaj več pogovora",
    followed: "Prejeli boste obvestilo o vsakem odgovoru v tem pogovoru",
    unfollowed: "Ne boste več prejemali obvestil o vsakem odgovoru v tem pogovoru",
    removeFromGroup: "Odstrani iz skupine",
    confirmRemove: "Želite odstraniti to objavo iz skupine?",
    removed: "Objava je odstranjena iz skupine",
  },
  sessions: {
    title: "Seje",
    hint: "Kje ste prijavljeni. Odjavite seje, ki jih ne prepoznate.",
    current: "Ta seja",
    started: "Prijava {date}",
    unknownApp: "Neznana aplikacija",
    end: "Odjavi",
    confirmEnd: "Želite odjaviti to sejo?",
    ended: "Seja je končana",
  },
  notifications: {
    policyTitle: "Filtri obvestil",
    policyHint: "Nastavi jih strežnik glede na vaše nastavitve omemb.",
    forNotFollowing: "Od ljudi, ki jim ne sledite",
    forNotFollowers: "Od ljudi, ki vam ne sledijo",
    forNewAccounts: "Od računov, ustvarjenih v zadnjih 30 dneh",
    forPrivateMentions: "Neposredna sporočila",
    accept: "Prikazano",
    drop: "Skrito",
  },
  requests: {
    title: "Poslane prošnje za sledenje",
    none: "Ni čakajočih prošenj za sledenje",
    cancel: "Prekliči prošnjo",
    cancelLabel: "Prekliči prošnjo za sledenje: {name}",
    cancelled: "Prošnja za sledenje je preklicana",
    inLists: "V vaših virih po meri: {lists}",
    inNoLists: "V nobenem od vaših virov po meri",
    showLists: "Viri po meri s tem profilom",
  },
  identity: {
    title: "Povezane identitete",
    remove: "Odstrani",
    removeLabel: "Odstrani {did}",
    confirmRemove: "Želite odstraniti povezano identiteto {did}?",
    removed: "Identiteta je odstranjena",
  },
  admin: {
    lastLogin: "Zadnja prijava: {date}",
    neverLoggedIn: "Nikoli prijavljen",
    group: "Skupina",
    title: "Lokalni računi",
  },
  accountLists: {
    inList: "V vašem viru po meri: {title}",
    none: "Ni v nobenem od vaših virov po meri",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
