import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "Hantera prenumerationer",
  enabled: "Prenumerationer är aktiverade",
  notEnabled: "Prenumerationer är inte aktiverade",
  subscriberCount: "{count} {{prenumerant|prenumeranter}}",
  subscriptionPageLink: "Din prenumerationssida",
  editSettings: "Ändra inställningar",
  priceLabel: "Pris (XMR per månad)",
  payoutAddress: "Utbetalningsadress",
  payoutAddressHint: "Din Monero-adress. Betalningar vidarebefordras till den.",
  priceInvalid: "Ange ett pris som är större än noll.",
  addressRequired: "Ange en utbetalningsadress.",
  enableSubscriptions: "Aktivera prenumerationer",
  saveSettings: "Spara inställningar",
  saved: "Prenumerationsinställningarna har sparats",
  moneroNotConfigured: "Monero-betalningar är inte konfigurerade på den här instansen.",
  // Subscriber details
  subscriberTitle: "Uppgifter om prenumeranten",
  subscriptionExpiresOn: "Prenumerationen går ut {date}",
  subscriptionExpiredOn: "Prenumerationen gick ut {date}",
  notSubscribedYet: "Prenumererar inte än",
  grantAccess: "Ge prenumerationsåtkomst",
  grantDuration: "Längd",
  grantUnit: "Enhet",
  unitMonths: "Månader",
  unitDays: "Dagar",
  grant: "Ge åtkomst",
  granting: "Ger åtkomst…",
  granted: "Prenumerationsåtkomst har getts",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
