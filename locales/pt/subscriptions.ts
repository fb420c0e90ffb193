import type { NamespaceTranslation } from "../partial";

const subscriptions = {
  // Subscription page
  pageTitle: "Subscrição de {name}",
  heading: "Subscrição",
  participants: "Pagador e destinatário",
  payer: "Pagador",
  recipient: "Destinatário",
  you: "Tu",
  findProfileLabel: "O teu nome de utilizador ou endereço no fediverso",
  findProfileHint: "Por exemplo: alice ou alice@example.org",
  findProfile: "Procurar perfil",
  finding: "A procurar…",
  profileNotFound: "Perfil não encontrado",
  tooManyRequests: "Demasiados pedidos",
  noSubscriptionInfo: "Este perfil não oferece subscrições.",
  notAvailable: "A subscrição não está disponível.",
  unsupportedType:
    "As subscrições do tipo «{type}» não são suportadas. Aqui só é possível pagar subscrições em Monero.",
  pricePerMonth: "{price} XMR por mês",
  notSubscribed: "Ainda não és subscritor",
  activeUntil: "Subscrição ativa até {date}",
  expiredOn: "A subscrição expirou a {date}",
  ownPage: "Esta é a tua página de subscrição. Partilha-a com quem te quiser subscrever.",
  duration: "Duração",
  months: "meses",
  amount: "Montante",
  xmr: "XMR",
  editDuration: "Editar duração: {months} {{meses|mês|meses|meses|meses|meses}}",
  editAmount: "Editar montante: {amount} XMR",
  clickToEdit: "Clica para editar",
  minimumPayment: "O pagamento mínimo é de {amount} XMR.",
  pay: "Pagar",
  extend: "Prolongar",
  creatingInvoice: "A criar a fatura…",
  invoiceFailed: "Não foi possível criar a fatura: {message}",
  loading: "A carregar…",
  cancelFailed: "Não foi possível cancelar o pagamento: {message}",
  pageExtras: {
    activeNoExpiry: "Subscrição ativa",
  },
  invoiceNotLoaded: "Não foi possível carregar a fatura. Verifique a sua ligação e tente novamente.",
} satisfies NamespaceTranslation<"subscriptions">;

export default subscriptions;
