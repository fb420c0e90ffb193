import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "Gestionar suscripciones",
  enabled: "Las suscripciones están activadas",
  notEnabled: "Las suscripciones no están activadas",
  subscriberCount: "{count} {{|suscriptor|suscriptores|suscriptores|suscriptores|suscriptores}}",
  subscriptionPageLink: "Tu página de suscripción",
  editSettings: "Editar ajustes",
  priceLabel: "Precio (XMR al mes)",
  payoutAddress: "Dirección de cobro",
  payoutAddressHint: "Tu dirección de Monero. Los pagos se reenvían a ella.",
  priceInvalid: "Introduce un precio mayor que cero.",
  addressRequired: "Introduce una dirección de cobro.",
  enableSubscriptions: "Activar suscripciones",
  saveSettings: "Guardar ajustes",
  saved: "Ajustes de suscripción guardados",
  moneroNotConfigured: "Los pagos con Monero no están configurados en esta instancia.",
  // Subscriber details
  subscriberTitle: "Detalles del suscriptor",
  subscriptionExpiresOn: "La suscripción caduca el {date}",
  subscriptionExpiredOn: "La suscripción caducó el {date}",
  notSubscribedYet: "Aún no está suscrito",
  grantAccess: "Conceder acceso de suscriptor",
  grantDuration: "Duración",
  grantUnit: "Unidad",
  unitMonths: "Meses",
  unitDays: "Días",
  grant: "Conceder",
  granting: "Concediendo…",
  granted: "Acceso de suscriptor concedido",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
