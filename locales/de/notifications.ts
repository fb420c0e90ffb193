import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "Benachrichtigungen",
  followed: "folgt dir jetzt",
  followRequest: "möchte dir folgen",
  mentioned: "hat dich erwähnt",
  replied: "hat auf deinen Beitrag geantwortet",
  liked: "gefällt dein Beitrag",
  reacted: "hat auf deinen Beitrag reagiert",
  reactedWith: "hat mit {emoji} reagiert",
  reposted: "hat deinen Beitrag geteilt",
  subscribed: "hat für ein Abonnement bezahlt",
  subscriptionExpired: "Abonnement abgelaufen",
  subscriberLeft: "ist kein Abonnent mehr",
  moved: "ist auf eine neue Instanz umgezogen",
  signedUp: "hat sich registriert",
  moderationWarning: "hat dir eine Moderationswarnung geschickt",
  paymentAnonymous: "hat eine anonyme Zahlung erhalten",
  unknown: "hat dir eine Benachrichtigung geschickt",
  viewFollowRequests: "Folgeanfragen anzeigen",
  dismiss: "Benachrichtigung verwerfen",
  dismissed: "Benachrichtigung verworfen.",
  showMore: "Weitere Benachrichtigungen anzeigen",
  loadingMore: "Wird geladen …",
  empty: "Noch keine Benachrichtigungen.",
  newSince: "Neu",
  tools: {
    markRead: "Alle als gelesen markieren",
    marked: "Alle Benachrichtigungen als gelesen markiert",
    clear: "Alle löschen",
    confirmClear: "Alle deine Benachrichtigungen löschen? Das lässt sich nicht rückgängig machen.",
    cleared: "Benachrichtigungen gelöscht",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
