import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "Spravovat předplatné",
  enabled: "Předplatné je zapnuté",
  notEnabled: "Předplatné není zapnuté",
  subscriberCount: "{count} {{|předplatitel|předplatitelé|předplatitelé|předplatitele|předplatitelů}}",
  subscriptionPageLink: "Vaše stránka předplatného",
  editSettings: "Upravit nastavení",
  priceLabel: "Cena (XMR za měsíc)",
  payoutAddress: "Adresa pro výplatu",
  payoutAddressHint: "Vaše adresa Monero. Platby se na ni přeposílají.",
  priceInvalid: "Zadejte cenu vyšší než nula.",
  addressRequired: "Zadejte adresu pro výplatu.",
  enableSubscriptions: "Zapnout předplatné",
  saveSettings: "Uložit nastavení",
  saved: "Nastavení předplatného bylo uloženo",
  moneroNotConfigured: "Platby v Monero nejsou na této instanci nastavené.",
  // Subscriber details
  subscriberTitle: "Podrobnosti o předplatiteli",
  subscriptionExpiresOn: "Předplatné vyprší {date}",
  subscriptionExpiredOn: "Předplatné vypršelo {date}",
  notSubscribedYet: "Zatím bez předplatného",
  grantAccess: "Udělit přístup k předplatnému",
  grantDuration: "Doba trvání",
  grantUnit: "Jednotka",
  unitMonths: "Měsíce",
  unitDays: "Dny",
  grant: "Udělit",
  granting: "Udělování…",
  granted: "Přístup k předplatnému byl udělen",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
