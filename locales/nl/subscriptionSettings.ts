import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "Abonnementen beheren",
  enabled: "Abonnementen zijn ingeschakeld",
  notEnabled: "Abonnementen zijn niet ingeschakeld",
  subscriberCount: "{count} {{abonnee|abonnees}}",
  subscriptionPageLink: "Je abonnementspagina",
  editSettings: "Instellingen bewerken",
  priceLabel: "Prijs (XMR per maand)",
  payoutAddress: "Uitbetalingsadres",
  payoutAddressHint: "Je Monero-adres. Betalingen worden hiernaar doorgestuurd.",
  priceInvalid: "Voer een prijs groter dan nul in.",
  addressRequired: "Voer een uitbetalingsadres in.",
  enableSubscriptions: "Abonnementen inschakelen",
  saveSettings: "Instellingen opslaan",
  saved: "Abonnementsinstellingen opgeslagen",
  moneroNotConfigured: "Monero-betalingen zijn niet ingesteld op deze server.",
  // Subscriber details
  subscriberTitle: "Abonneegegevens",
  subscriptionExpiresOn: "Abonnement verloopt op {date}",
  subscriptionExpiredOn: "Abonnement verlopen op {date}",
  notSubscribedYet: "Nog niet geabonneerd",
  grantAccess: "Abonnementstoegang verlenen",
  grantDuration: "Duur",
  grantUnit: "Eenheid",
  unitMonths: "Maanden",
  unitDays: "Dagen",
  grant: "Verlenen",
  granting: "Verlenen…",
  granted: "Abonnementstoegang verleend",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
