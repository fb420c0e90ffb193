import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "Abonnements verwalten",
  enabled: "Abonnements sind aktiviert",
  notEnabled: "Abonnements sind nicht aktiviert",
  subscriberCount: "{count} {{Abonnent|Abonnenten}}",
  subscriptionPageLink: "Deine Abonnementseite",
  editSettings: "Einstellungen bearbeiten",
  priceLabel: "Preis (XMR pro Monat)",
  payoutAddress: "Auszahlungsadresse",
  payoutAddressHint: "Deine Monero-Adresse. Zahlungen werden an sie weitergeleitet.",
  priceInvalid: "Gib einen Preis größer als null ein.",
  addressRequired: "Gib eine Auszahlungsadresse ein.",
  enableSubscriptions: "Abonnements aktivieren",
  saveSettings: "Einstellungen speichern",
  saved: "Abonnementeinstellungen gespeichert",
  moneroNotConfigured: "Monero-Zahlungen sind auf dieser Instanz nicht eingerichtet.",
  // Subscriber details
  subscriberTitle: "Details zum Abonnenten",
  subscriptionExpiresOn: "Abonnement läuft am {date} ab",
  subscriptionExpiredOn: "Abonnement am {date} abgelaufen",
  notSubscribedYet: "Noch kein Abonnement",
  grantAccess: "Abonnementzugang gewähren",
  grantDuration: "Dauer",
  grantUnit: "Einheit",
  unitMonths: "Monate",
  unitDays: "Tage",
  grant: "Gewähren",
  granting: "Wird gewährt …",
  granted: "Abonnementzugang gewährt",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
