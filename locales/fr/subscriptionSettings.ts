import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "Gérer les abonnements",
  enabled: "Les abonnements sont activés",
  notEnabled: "Les abonnements ne sont pas activés",
  subscriberCount: "{count} {{|abonné|abonnés|abonnés|abonnés|abonnés}}",
  subscriptionPageLink: "Votre page d’abonnement",
  editSettings: "Modifier les paramètres",
  priceLabel: "Prix (XMR par mois)",
  payoutAddress: "Adresse de versement",
  payoutAddressHint: "Votre adresse Monero. Les paiements y sont transférés.",
  priceInvalid: "Saisissez un prix supérieur à zéro.",
  addressRequired: "Saisissez une adresse de versement.",
  enableSubscriptions: "Activer les abonnements",
  saveSettings: "Enregistrer les paramètres",
  saved: "Paramètres d’abonnement enregistrés",
  moneroNotConfigured: "Les paiements en Monero ne sont pas configurés sur cette instance.",
  // Subscriber details
  subscriberTitle: "Détails de l’abonné",
  subscriptionExpiresOn: "L’abonnement expire le {date}",
  subscriptionExpiredOn: "L’abonnement a expiré le {date}",
  notSubscribedYet: "Pas encore abonné",
  grantAccess: "Accorder un accès abonné",
  grantDuration: "Durée",
  grantUnit: "Unité",
  unitMonths: "Mois",
  unitDays: "Jours",
  grant: "Accorder",
  granting: "Attribution…",
  granted: "Accès abonné accordé",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
