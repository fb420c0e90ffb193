import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "Gerir subscrições",
  enabled: "As subscrições estão ativadas",
  notEnabled: "As subscrições não estão ativadas",
  subscriberCount: "{count} {{subscritores|subscritor|subscritores|subscritores|subscritores|subscritores}}",
  subscriptionPageLink: "A tua página de subscrição",
  editSettings: "Editar definições",
  priceLabel: "Preço (XMR por mês)",
  payoutAddress: "Endereço de recebimento",
  payoutAddressHint: "O teu endereço Monero. Os pagamentos são reencaminhados para ele.",
  priceInvalid: "Introduz um preço superior a zero.",
  addressRequired: "Introduz um endereço de recebimento.",
  enableSubscriptions: "Ativar subscrições",
  saveSettings: "Guardar definições",
  saved: "Definições de subscrição guardadas",
  moneroNotConfigured: "Os pagamentos em Monero não estão configurados nesta instância.",
  // Subscriber details
  subscriberTitle: "Detalhes do subscritor",
  subscriptionExpiresOn: "A subscrição expira a {date}",
  subscriptionExpiredOn: "A subscrição expirou a {date}",
  notSubscribedYet: "Ainda não é subscritor",
  grantAccess: "Conceder acesso de subscritor",
  grantDuration: "Duração",
  grantUnit: "Unidade",
  unitMonths: "Meses",
  unitDays: "Dias",
  grant: "Conceder",
  granting: "A conceder…",
  granted: "Acesso de subscritor concedido",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
