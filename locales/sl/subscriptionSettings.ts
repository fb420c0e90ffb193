import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "Upravljanje naročnin",
  enabled: "Naročnine so omogočene",
  notEnabled: "Naročnine niso omogočene",
  subscriberCount: "{count} {{|naročnik|naročnika|naročniki|naročnikov|naročnikov}}",
  subscriptionPageLink: "Vaša stran za naročnino",
  editSettings: "Uredi nastavitve",
  priceLabel: "Cena (XMR na mesec)",
  payoutAddress: "Naslov za izplačilo",
  payoutAddressHint: "Vaš naslov Monero. Plačila se posredujejo nanj.",
  priceInvalid: "Vnesite ceno, večjo od nič.",
  addressRequired: "Vnesite naslov za izplačilo.",
  enableSubscriptions: "Omogoči naročnine",
  saveSettings: "Shrani nastavitve",
  saved: "Nastavitve naročnin shranjene",
  moneroNotConfigured: "Plačila Monero na tej instanci niso nastavljena.",
  // Subscriber details
  subscriberTitle: "Podrobnosti o naročniku",
  subscriptionExpiresOn: "Naročnina poteče {date}",
  subscriptionExpiredOn: "Naročnina je potekla {date}",
  notSubscribedYet: "Še ni naročen",
  grantAccess: "Dodeli dostop do naročnine",
  grantDuration: "Trajanje",
  grantUnit: "Enota",
  unitMonths: "Meseci",
  unitDays: "Dnevi",
  grant: "Dodeli",
  granting: "Dodeljevanje …",
  granted: "Dostop do naročnine dodeljen",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
