import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "Verstuurde volgverzoeken",
  },
  tracking: {
    follow: "Gesprek volgen",
    unfollow: "Gesprek niet meer volgen",
    followed: "Je krijgt een melding bij elk antwoord in dit gesprek",
    unfollowed: "Je krijgt niet langer een melding bij elk antwoord in dit gesprek",
    removeFromGroup: "Uit groep verwijderen",
    confirmRemove: "Dit bericht uit de groep verwijderen?",
    removed: "Bericht uit de groep verwijderd",
  },
  sessions: {
    title: "Sessies",
    hint: "Waar je bent ingelogd. Log uit bij sessies die je niet herkent.",
    current: "Deze sessie",
    started: "Ingelogd op {date}",
    unknownApp: "Onbekende app",
    end: "Uitloggen",
    confirmEnd: "Deze sessie uitloggen?",
    ended: "Sessie beëindigd",
  },
  notifications: {
    policyTitle: "Meldingsfilters",
    policyHint: "Door de server ingesteld op basis van je vermeldingsinstellingen.",
    forNotFollowing: "Van mensen die je niet volgt",
    forNotFollowers: "Van mensen die jou niet volgen",
    forNewAccounts: "Van accounts die de afgelopen 30 dagen zijn aangemaakt",
    forPrivateMentions: "Privéberichten",
    accept: "Getoond",
    drop: "Verborgen",
  },
  requests: {
    title: "Verstuurde volgverzoeken",
    none: "Geen openstaande volgverzoeken",
    cancel: "Verzoek intrekken",
    cancelLabel: "Volgverzoek aan {name} intrekken",
    cancelled: "Volgverzoek ingetrokken",
    inLists: "In je eigen feeds: {lists}",
    inNoLists: "In geen van je eigen feeds",
    showLists: "Eigen feeds met dit profiel",
  },
  identity: {
    title: "Gekoppelde identiteiten",
    remove: "Verwijderen",
    removeLabel: "{did} verwijderen",
    confirmRemove: "De gekoppelde identiteit {did} verwijderen?",
    removed: "Identiteit verwijderd",
  },
  admin: {
    lastLogin: "Laatst ingelogd: {date}",
    neverLoggedIn: "Nooit ingelogd",
    group: "Groep",
    title: "Lokale accounts",
  },
  accountLists: {
    inList: "In je eigen feed: {title}",
    none: "In geen van je eigen feeds",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
