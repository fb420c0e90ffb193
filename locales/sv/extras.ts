import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "Skickade följförfrågningar",
  },
  tracking: {
    follow: "Följ konversationen",
    unfollow: "Sluta följa konversationen",
    followed: "Du får en avisering för varje svar i den här konversationen",
    unfollowed: "Du får inte längre en avisering för varje svar i den här konversationen",
    removeFromGroup: "Ta bort från gruppen",
    confirmRemove: "Ta bort det här inlägget från gruppen?",
    removed: "Inlägget togs bort från gruppen",
  },
  sessions: {
    title: "Sessioner",
    hint: "Var du är inloggad. Logga ut sessioner du inte känner igen.",
    current: "Den här sessionen",
    started: "Inloggad {date}",
    unknownApp: "Okänd app",
    end: "Logga ut",
    confirmEnd: "Logga ut den här sessionen?",
    ended: "Sessionen avslutad",
  },
  notifications: {
    policyTitle: "Aviseringsfilter",
    policyHint: "Bestäms av servern utifrån dina inställningar för omnämnanden.",
    forNotFollowing: "Från personer du inte följer",
    forNotFollowers: "Från personer som inte följer dig",
    forNewAccounts: "Från konton skapade de senaste 30 dagarna",
    forPrivateMentions: "Direktmeddelanden",
    accept: "Visas",
    drop: "Döljs",
  },
  requests: {
    title: "Skickade följförfrågningar",
    none: "Inga väntande följförfrågningar",
    cancel: "Dra tillbaka förfrågan",
    cancelLabel: "Dra tillbaka följförfrågan till {name}",
    cancelled: "Följförfrågan tillbakadragen",
    inLists: "I dina anpassade flöden: {lists}",
    inNoLists: "Inte i något av dina anpassade flöden",
    showLists: "Anpassade flöden med den här profilen",
  },
  identity: {
    title: "Länkade identiteter",
    remove: "Ta bort",
    removeLabel: "Ta bort {did}",
    confirmRemove: "Ta bort den länkade identiteten {did}?",
    removed: "Identiteten borttagen",
  },
  admin: {
    lastLogin: "Senast inloggad: {date}",
    neverLoggedIn: "Aldrig inloggad",
    group: "Grupp",
    title: "Lokala konton",
  },
  accountLists: {
    inList: "I ditt anpassade flöde: {title}",
    none: "Finns inte i något av dina anpassade flöden",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
