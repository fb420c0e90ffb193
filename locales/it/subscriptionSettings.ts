import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "Gestisci abbonamenti",
  enabled: "Gli abbonamenti sono attivi",
  notEnabled: "Gli abbonamenti non sono attivi",
  subscriberCount: "{count} {{|abbonato|abbonati|abbonati|abbonati|abbonati}}",
  subscriptionPageLink: "La tua pagina di abbonamento",
  editSettings: "Modifica impostazioni",
  priceLabel: "Prezzo (XMR al mese)",
  payoutAddress: "Indirizzo di accredito",
  payoutAddressHint: "Il tuo indirizzo Monero. I pagamenti vengono inoltrati qui.",
  priceInvalid: "Inserisci un prezzo maggiore di zero.",
  addressRequired: "Inserisci un indirizzo di accredito.",
  enableSubscriptions: "Attiva abbonamenti",
  saveSettings: "Salva impostazioni",
  saved: "Impostazioni di abbonamento salvate",
  moneroNotConfigured: "I pagamenti in Monero non sono configurati su questa istanza.",
  // Subscriber details
  subscriberTitle: "Dettagli dell’abbonato",
  subscriptionExpiresOn: "L’abbonamento scade il {date}",
  subscriptionExpiredOn: "L’abbonamento è scaduto il {date}",
  notSubscribedYet: "Non ancora abbonato",
  grantAccess: "Concedi accesso da abbonato",
  grantDuration: "Durata",
  grantUnit: "Unità",
  unitMonths: "Mesi",
  unitDays: "Giorni",
  grant: "Concedi",
  granting: "Concessione…",
  granted: "Accesso da abbonato concesso",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
