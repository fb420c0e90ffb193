import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "Aviseringar",
  followed: "följer dig nu",
  followRequest: "vill följa dig",
  mentioned: "nämnde dig",
  replied: "svarade på ditt inlägg",
  liked: "gillade ditt inlägg",
  reacted: "reagerade på ditt inlägg",
  reactedWith: "reagerade med {emoji}",
  reposted: "delade ditt inlägg",
  subscribed: "betalade för en prenumeration",
  subscriptionExpired: "prenumerationen har gått ut",
  subscriberLeft: "är inte längre prenumerant",
  moved: "har flyttat till en ny instans",
  signedUp: "registrerade sig",
  moderationWarning: "skickade en modereringsvarning till dig",
  paymentAnonymous: "tog emot en anonym betalning",
  unknown: "skickade en avisering till dig",
  viewFollowRequests: "Visa följförfrågningar",
  dismiss: "Avfärda avisering",
  dismissed: "Aviseringen har avfärdats.",
  showMore: "Visa fler aviseringar",
  loadingMore: "Laddar…",
  empty: "Inga aviseringar än.",
  newSince: "Nytt",
  tools: {
    markRead: "Markera alla som lästa",
    marked: "Alla aviseringar har markerats som lästa",
    clear: "Rensa alla",
    confirmClear: "Radera alla dina aviseringar? Det går inte att ångra.",
    cleared: "Aviseringarna rensade",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
