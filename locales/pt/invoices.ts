import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "Fatura",
  sendAmount: "Envia {amount} XMR para este endereço:",
  paymentAddress: "Endereço de pagamento",
  openInWallet: "Abrir na carteira",
  qrCode: "Código QR da ligação de pagamento",
  showPaymentRequest: "Mostrar informações de pagamento adicionais",
  hidePaymentRequest: "Ocultar informações de pagamento adicionais",
  paymentRequest: "Código do pedido de pagamento",
  paymentRequestHint:
    "As carteiras que suportam pedidos de pagamento Monero podem configurar o pagamento recorrente a partir deste código.",
  statusRequested: "A aguardar resposta",
  statusOpen:
    "A aguardar pagamento ({{restam|resta|restam|restam|restam|restam}} {minutes} {{minutos|minuto|minutos|minutos|minutos|minutos}})",
  statusUnderpaid: "O montante pago é insuficiente",
  statusProcessing: "A processar o pagamento",
  statusCompleted: "Pagamento concluído",
  statusTimeout: "O prazo de pagamento expirou",
  statusCancelled: "Pagamento cancelado",
  cancelPayment: "Cancelar pagamento",
  cancelling: "A cancelar…",
  dismissPayment: "OK",
  safety: {
    cannotPayHere: "Esta fatura não pode ser paga a partir daqui: o endereço de pagamento ou o montante não é válido.",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
