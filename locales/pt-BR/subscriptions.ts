import type { NamespaceTranslation } from "../partial";

const subscriptions = {
  // Subscription page
  pageTitle: "Assinatura de {name}",
  heading: "Assinatura",
  participants: "Pagador e destinatário",
  payer: "Pagador",
  recipient: "Destinatário",
  you: "Você",
  findProfileLabel: "Seu nome de usuário ou endereço no fediverso",
  findProfileHint: "Por exemplo: alice ou alice@example.org",
  findProfile: "Buscar perfil",
  finding: "Buscando…",
  profileNotFound: "Perfil não encontrado",
  tooManyRequests: "Muitas requisições",
  noSubscriptionInfo: "Este perfil não oferece assinaturas.",
  notAvailable: "A assinatura não está disponível.",
  unsupportedType:
    "Assinaturas do tipo “{type}” não são suportadas. Aqui só é possível pagar assinaturas em Monero.",
  pricePerMonth: "{price} XMR por mês",
  notSubscribed: "Você ainda não é assinante",
  activeUntil: "Assinatura ativa até {date}",
  expiredOn: "A assinatura expirou em {date}",
  ownPage: "Esta é a sua página de assinatura. Compartilhe com quem quiser se tornar seu assinante.",
  duration: "Duração",
  months: "meses",
  amount: "Valor",
  xmr: "XMR",
  editDuration: "Editar duração: {months} {{meses|mês|meses|meses|meses|meses}}",
  editAmount: "Editar valor: {amount} XMR",
  clickToEdit: "Clique para editar",
  minimumPayment: "O pagamento mínimo é de {amount} XMR.",
  pay: "Pagar",
  extend: "Estender",
  creatingInvoice: "Criando fatura…",
  invoiceFailed: "Não foi possível criar a fatura: {message}",
  loading: "Carregando…",
  cancelFailed: "Não foi possível cancelar o pagamento: {message}",
  pageExtras: {
    activeNoExpiry: "Assinatura ativa",
  },
  invoiceNotLoaded: "Não foi possível carregar a fatura. Verifique sua conexão e tente novamente.",
} satisfies NamespaceTranslation<"subscriptions">;

export default subscriptions;
