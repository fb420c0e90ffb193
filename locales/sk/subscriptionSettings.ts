import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "Spravovať predplatné",
  enabled: "Predplatné je zapnuté",
  notEnabled: "Predplatné nie je zapnuté",
  subscriberCount: "{count} {{|predplatiteľ|predplatitelia|predplatitelia|predplatiteľa|predplatiteľov}}",
  subscriptionPageLink: "Vaša stránka predplatného",
  editSettings: "Upraviť nastavenia",
  priceLabel: "Cena (XMR za mesiac)",
  payoutAddress: "Adresa na výplatu",
  payoutAddressHint: "Vaša adresa Monero. Platby sa na ňu preposielajú.",
  priceInvalid: "Zadajte cenu vyššiu ako nula.",
  addressRequired: "Zadajte adresu na výplatu.",
  enableSubscriptions: "Zapnúť predplatné",
  saveSettings: "Uložiť nastavenia",
  saved: "Nastavenia predplatného boli uložené",
  moneroNotConfigured: "Platby v Monero nie sú na tejto inštancii nastavené.",
  // Subscriber details
  subscriberTitle: "Podrobnosti o predplatiteľovi",
  subscriptionExpiresOn: "Predplatné vyprší {date}",
  subscriptionExpiredOn: "Predplatné vypršalo {date}",
  notSubscribedYet: "Zatiaľ bez predplatného",
  grantAccess: "Udeliť prístup k predplatnému",
  grantDuration: "Trvanie",
  grantUnit: "Jednotka",
  unitMonths: "Mesiace",
  unitDays: "Dni",
  grant: "Udeliť",
  granting: "Udeľuje sa…",
  granted: "Prístup k predplatnému bol udelený",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
