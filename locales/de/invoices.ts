import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "Rechnung",
  sendAmount: "Bitte sende {amount} XMR an diese Adresse:",
  paymentAddress: "Zahlungsadresse",
  openInWallet: "In Wallet öffnen",
  qrCode: "QR-Code des Zahlungslinks",
  showPaymentRequest: "Weitere Zahlungsinformationen anzeigen",
  hidePaymentRequest: "Weitere Zahlungsinformationen ausblenden",
  paymentRequest: "Code der Zahlungsanforderung",
  paymentRequestHint: "Wallets, die Monero-Zahlungsanforderungen unterstützen, können mit diesem Code die wiederkehrende Zahlung einrichten.",
  statusRequested: "Warte auf Antwort",
  statusOpen: "Warte auf Zahlung (noch {minutes} {{Minute|Minuten}})",
  statusUnderpaid: "Der Zahlungsbetrag ist zu niedrig",
  statusProcessing: "Zahlung wird verarbeitet",
  statusCompleted: "Zahlung abgeschlossen",
  statusTimeout: "Zeitlimit für die Zahlung überschritten",
  statusCancelled: "Zahlung abgebrochen",
  cancelPayment: "Zahlung abbrechen",
  cancelling: "Wird abgebrochen …",
  dismissPayment: "OK",
  safety: {
    cannotPayHere: "Diese Rechnung kann hier nicht bezahlt werden: Ihre Zahlungsadresse oder ihr Betrag ist ungültig.",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
