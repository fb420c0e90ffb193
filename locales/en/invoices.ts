// The invoice panel of the subscription page: what to pay, where, and how the invoice stands. Its own namespace:
// the panel loads only when there is an invoice to show.
export default {
  invoice: "Invoice",
  sendAmount: "Please send {amount} XMR to this address:",
  paymentAddress: "Payment address",
  openInWallet: "Open in wallet",
  qrCode: "QR code of the payment link",
  showPaymentRequest: "Show additional payment information",
  hidePaymentRequest: "Hide additional payment information",
  paymentRequest: "Payment request code",
  paymentRequestHint: "Wallets that support Monero payment requests can set up the recurring payment from this code.",
  statusRequested: "Awaiting response",
  statusOpen: "Waiting for payment ({minutes:number} minute{{s}} left)",
  statusUnderpaid: "Payment amount is too small",
  statusProcessing: "Processing payment",
  statusCompleted: "Payment completed",
  statusTimeout: "Payment timed out",
  statusCancelled: "Payment cancelled",
  cancelPayment: "Cancel payment",
  cancelling: "Cancelling…",
  dismissPayment: "OK",
  safety: {
    /** Shown instead of the address, QR code and payment request when the server's invoice has an address or amount that is not valid. */
    cannotPayHere: "This invoice cannot be paid from here: its payment address or amount is not valid.",
  },
} as const;
