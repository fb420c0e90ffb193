import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "Fatura",
  sendAmount: "Envie {amount} XMR para este endereço:",
  paymentAddress: "Endereço de pagamento",
  openInWallet: "Abrir na carteira",
  qrCode: "QR code do link de pagamento",
  showPaymentRequest: "Mostrar informações adicionais de pagamento",
  hidePaymentRequest: "Ocultar informações adicionais de pagamento",
  paymentRequest: "Código da solicitação de pagamento",
  paymentRequestHint:
    "Carteiras compatíveis com solicitações de pagamento Monero podem configurar o pagamento recorrente a partir deste código.",
  statusRequested: "Aguardando resposta",
  statusOpen: "Aguardando pagamento ({{faltam|falta|faltam|faltam|faltam|faltam}} {minutes} {{minutos|minuto|minutos|minutos|minutos|minutos}})",
  statusUnderpaid: "O valor pago é insuficiente",
  statusProcessing: "Processando pagamento",
  statusCompleted: "Pagamento concluído",
  statusTimeout: "O prazo para pagamento esgotou",
  statusCancelled: "Pagamento cancelado",
  cancelPayment: "Cancelar pagamento",
  cancelling: "Cancelando…",
  dismissPayment: "OK",
  safety: {
    cannotPayHere: "Esta fatura não pode ser paga daqui: o endereço de pagamento ou o valor não é válido.",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
