import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "Upozornenia",
  followed: "vás začal(a) sledovať",
  followRequest: "vám poslal(a) žiadosť o sledovanie",
  mentioned: "vás spomenul(a)",
  replied: "odpovedal(a) na váš príspevok",
  liked: "si obľúbil(a) váš príspevok",
  reacted: "reagoval(a) na váš príspevok",
  reactedWith: "reagoval(a) pomocou {emoji}",
  reposted: "zdieľal(a) váš príspevok",
  subscribed: "zaplatil(a) predplatné",
  subscriptionExpired: "predplatné vypršalo",
  subscriberLeft: "už nie je predplatiteľom",
  moved: "sa presunul(a) na novú inštanciu",
  signedUp: "sa zaregistroval(a)",
  moderationWarning: "vám poslal(a) varovanie od moderátorov",
  paymentAnonymous: "dostal(a) anonymnú platbu",
  unknown: "vám poslal(a) upozornenie",
  viewFollowRequests: "Zobraziť žiadosti o sledovanie",
  dismiss: "Zavrieť upozornenie",
  dismissed: "Upozornenie bolo zavreté.",
  showMore: "Zobraziť ďalšie upozornenia",
  loadingMore: "Načítava sa…",
  empty: "Zatiaľ žiadne upozornenia.",
  newSince: "Nové",
  tools: {
    markRead: "Označiť všetko ako prečítané",
    marked: "Všetky upozornenia sú označené ako prečítané",
    clear: "Vymazať všetko",
    confirmClear: "Vymazať všetky vaše upozornenia? Túto akciu nemožno vrátiť.",
    cleared: "Upozornenia vymazané",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
