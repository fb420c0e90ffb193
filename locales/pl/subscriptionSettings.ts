import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "Zarządzaj subskrypcjami",
  enabled: "Subskrypcje są włączone",
  notEnabled: "Subskrypcje nie są włączone",
  subscriberCount: "{count} {{|subskrybent|subskrybenta|subskrybentów|subskrybentów|subskrybenta}}",
  subscriptionPageLink: "Twoja strona subskrypcji",
  editSettings: "Edytuj ustawienia",
  priceLabel: "Cena (XMR miesięcznie)",
  payoutAddress: "Adres wypłat",
  payoutAddressHint: "Twój adres Monero. Płatności są na niego przekazywane.",
  priceInvalid: "Podaj cenę większą od zera.",
  addressRequired: "Podaj adres wypłat.",
  enableSubscriptions: "Włącz subskrypcje",
  saveSettings: "Zapisz ustawienia",
  saved: "Zapisano ustawienia subskrypcji",
  moneroNotConfigured: "Płatności Monero nie są skonfigurowane na tym serwerze.",
  // Subscriber details
  subscriberTitle: "Szczegóły subskrybenta",
  subscriptionExpiresOn: "Subskrypcja wygasa {date}",
  subscriptionExpiredOn: "Subskrypcja wygasła {date}",
  notSubscribedYet: "Brak subskrypcji",
  grantAccess: "Przyznaj dostęp subskrybenta",
  grantDuration: "Okres",
  grantUnit: "Jednostka",
  unitMonths: "Miesiące",
  unitDays: "Dni",
  grant: "Przyznaj",
  granting: "Przyznawanie…",
  granted: "Przyznano dostęp subskrybenta",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
