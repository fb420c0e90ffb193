import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "Powiadomienia",
  followed: "obserwuje Cię",
  followRequest: "chce Cię obserwować",
  mentioned: "wspomniał(a) o Tobie",
  replied: "odpowiedział(a) na Twój wpis",
  liked: "polubił(a) Twój wpis",
  reacted: "zareagował(a) na Twój wpis",
  reactedWith: "zareagował(a): {emoji}",
  reposted: "udostępnił(a) Twój wpis",
  subscribed: "opłacił(a) subskrypcję",
  subscriptionExpired: "— subskrypcja wygasła",
  subscriberLeft: "nie jest już Twoim subskrybentem",
  moved: "przeniósł(-osła) się na inny serwer",
  signedUp: "zarejestrował(a) się",
  moderationWarning: "wysłał(a) Ci ostrzeżenie od moderacji",
  paymentAnonymous: "otrzymał(a) anonimową płatność",
  unknown: "wysłał(a) Ci powiadomienie",
  viewFollowRequests: "Zobacz prośby o obserwowanie",
  dismiss: "Ukryj powiadomienie",
  dismissed: "Ukryto powiadomienie.",
  showMore: "Pokaż więcej powiadomień",
  loadingMore: "Wczytywanie…",
  empty: "Nie masz jeszcze powiadomień.",
  newSince: "Nowe",
  tools: {
    markRead: "Oznacz wszystko jako przeczytane",
    marked: "Wszystkie powiadomienia oznaczono jako przeczytane",
    clear: "Wyczyść wszystko",
    confirmClear: "Usunąć wszystkie twoje powiadomienia? Tego nie można cofnąć.",
    cleared: "Powiadomienia wyczyszczone",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
