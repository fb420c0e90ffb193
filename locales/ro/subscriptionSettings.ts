import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "Gestionează abonamentele",
  enabled: "Abonamentele sunt activate",
  notEnabled: "Abonamentele nu sunt activate",
  subscriberCount: "{count} {{|abonat|de abonați|abonați|de abonați|de abonați}}",
  subscriptionPageLink: "Pagina ta de abonament",
  editSettings: "Editează setările",
  priceLabel: "Preț (XMR pe lună)",
  payoutAddress: "Adresa de încasare",
  payoutAddressHint: "Adresa ta Monero. Plățile sunt redirecționate către ea.",
  priceInvalid: "Introdu un preț mai mare decât zero.",
  addressRequired: "Introdu o adresă de încasare.",
  enableSubscriptions: "Activează abonamentele",
  saveSettings: "Salvează setările",
  saved: "Setările abonamentelor au fost salvate",
  moneroNotConfigured: "Plățile Monero nu sunt configurate pe această instanță.",
  // Subscriber details
  subscriberTitle: "Detaliile abonatului",
  subscriptionExpiresOn: "Abonamentul expiră pe {date}",
  subscriptionExpiredOn: "Abonamentul a expirat pe {date}",
  notSubscribedYet: "Nu este încă abonat",
  grantAccess: "Acordă acces de abonat",
  grantDuration: "Durată",
  grantUnit: "Unitate",
  unitMonths: "Luni",
  unitDays: "Zile",
  grant: "Acordă",
  granting: "Se acordă…",
  granted: "Accesul de abonat a fost acordat",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
