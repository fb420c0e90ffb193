import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "Előfizetések kezelése",
  enabled: "Az előfizetések engedélyezve",
  notEnabled: "Az előfizetések nincsenek engedélyezve",
  subscriberCount: "{count} előfizető",
  subscriptionPageLink: "Az előfizetési oldalad",
  editSettings: "Beállítások szerkesztése",
  priceLabel: "Ár (XMR havonta)",
  payoutAddress: "Kifizetési cím",
  payoutAddressHint: "A Monero-címed. A befizetések ide lesznek továbbítva.",
  priceInvalid: "Adj meg nullánál nagyobb árat.",
  addressRequired: "Adj meg egy kifizetési címet.",
  enableSubscriptions: "Előfizetések engedélyezése",
  saveSettings: "Beállítások mentése",
  saved: "Előfizetési beállítások mentve",
  moneroNotConfigured: "Ezen a példányon nincsenek beállítva a Monero-fizetések.",
  // Subscriber details
  subscriberTitle: "Előfizető adatai",
  subscriptionExpiresOn: "Az előfizetés lejár: {date}",
  subscriptionExpiredOn: "Az előfizetés lejárt: {date}",
  notSubscribedYet: "Még nem fizetett elő",
  grantAccess: "Előfizetői hozzáférés biztosítása",
  grantDuration: "Időtartam",
  grantUnit: "Egység",
  unitMonths: "Hónap",
  unitDays: "Nap",
  grant: "Biztosítás",
  granting: "Biztosítás…",
  granted: "Előfizetői hozzáférés biztosítva",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
