import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "Meldingen",
  followed: "volgt je nu",
  followRequest: "wil je volgen",
  mentioned: "heeft je vermeld",
  replied: "heeft je bericht beantwoord",
  liked: "vindt je bericht leuk",
  reacted: "heeft op je bericht gereageerd",
  reactedWith: "heeft gereageerd met {emoji}",
  reposted: "heeft je bericht gedeeld",
  subscribed: "heeft voor een abonnement betaald",
  subscriptionExpired: "abonnement verlopen",
  subscriberLeft: "is geen abonnee meer",
  moved: "is verhuisd naar een nieuwe server",
  signedUp: "heeft zich geregistreerd",
  moderationWarning: "heeft je een moderatiewaarschuwing gestuurd",
  paymentAnonymous: "heeft een anonieme betaling ontvangen",
  unknown: "heeft je een melding gestuurd",
  viewFollowRequests: "Volgverzoeken bekijken",
  dismiss: "Melding sluiten",
  dismissed: "Melding gesloten.",
  showMore: "Meer meldingen tonen",
  loadingMore: "Laden…",
  empty: "Nog geen meldingen.",
  newSince: "Nieuw",
  tools: {
    markRead: "Alles als gelezen markeren",
    marked: "Alle meldingen zijn als gelezen gemarkeerd",
    clear: "Alles wissen",
    confirmClear: "Al je meldingen verwijderen? Dit kan niet ongedaan worden gemaakt.",
    cleared: "Meldingen gewist",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
