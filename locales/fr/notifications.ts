import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "Notifications",
  followed: "vous suit désormais",
  followRequest: "vous a envoyé une demande de suivi",
  mentioned: "vous a mentionné",
  replied: "a répondu à votre publication",
  liked: "a aimé votre publication",
  reacted: "a réagi à votre publication",
  reactedWith: "a réagi avec {emoji}",
  reposted: "a republié votre publication",
  subscribed: "a payé un abonnement",
  subscriptionExpired: "abonnement expiré",
  subscriberLeft: "n’est plus abonné",
  moved: "a déménagé sur une nouvelle instance",
  signedUp: "s’est inscrit",
  moderationWarning: "vous a envoyé un avertissement de modération",
  paymentAnonymous: "a reçu un paiement anonyme",
  unknown: "vous a envoyé une notification",
  viewFollowRequests: "Voir les demandes de suivi",
  dismiss: "Ignorer la notification",
  dismissed: "Notification ignorée.",
  showMore: "Afficher plus de notifications",
  loadingMore: "Chargement…",
  empty: "Aucune notification pour l’instant.",
  newSince: "Nouveau",
  tools: {
    markRead: "Tout marquer comme lu",
    marked: "Toutes les notifications ont été marquées comme lues",
    clear: "Tout effacer",
    confirmClear: "Supprimer toutes vos notifications ? Cette action est irréversible.",
    cleared: "Notifications effacées",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
