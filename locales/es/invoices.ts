import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "Factura",
  sendAmount: "Envía {amount} XMR a esta dirección:",
  paymentAddress: "Dirección de pago",
  openInWallet: "Abrir en la billetera",
  qrCode: "Código QR del enlace de pago",
  showPaymentRequest: "Mostrar información de pago adicional",
  hidePaymentRequest: "Ocultar información de pago adicional",
  paymentRequest: "Código de solicitud de pago",
  paymentRequestHint: "Las billeteras compatibles con las solicitudes de pago de Monero pueden configurar el pago recurrente a partir de este código.",
  statusRequested: "Esperando respuesta",
  statusOpen: "Esperando el pago ({minutes} {{|minuto restante|minutos restantes|minutos restantes|minutos restantes|minutos restantes}})",
  statusUnderpaid: "El importe pagado es insuficiente",
  statusProcessing: "Procesando el pago",
  statusCompleted: "Pago completado",
  statusTimeout: "Se agotó el tiempo de pago",
  statusCancelled: "Pago cancelado",
  cancelPayment: "Cancelar pago",
  cancelling: "Cancelando…",
  dismissPayment: "Aceptar",
  safety: {
    cannotPayHere: "Esta factura no se puede pagar desde aquí: su dirección de pago o su importe no son válidos.",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
