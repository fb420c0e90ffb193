import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "Gerenciar assinaturas",
  enabled: "As assinaturas estão ativadas",
  notEnabled: "As assinaturas não estão ativadas",
  subscriberCount: "{count} {{assinantes|assinante|assinantes|assinantes|assinantes|assinantes}}",
  subscriptionPageLink: "Sua página de assinatura",
  editSettings: "Editar configurações",
  priceLabel: "Preço (XMR por mês)",
  payoutAddress: "Endereço de recebimento",
  payoutAddressHint: "Seu endereço Monero. Os pagamentos são repassados para ele.",
  priceInvalid: "Informe um preço maior que zero.",
  addressRequired: "Informe um endereço de recebimento.",
  enableSubscriptions: "Ativar assinaturas",
  saveSettings: "Salvar configurações",
  saved: "Configurações de assinatura salvas",
  moneroNotConfigured: "Os pagamentos em Monero não estão configurados nesta instância.",
  // Subscriber details
  subscriberTitle: "Detalhes do assinante",
  subscriptionExpiresOn: "A assinatura expira em {date}",
  subscriptionExpiredOn: "A assinatura expirou em {date}",
  notSubscribedYet: "Ainda não é assinante",
  grantAccess: "Conceder acesso de assinante",
  grantDuration: "Duração",
  grantUnit: "Unidade",
  unitMonths: "Meses",
  unitDays: "Dias",
  grant: "Conceder",
  granting: "Concedendo…",
  granted: "Acesso de assinante concedido",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
