import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "Factuur",
  sendAmount: "Stuur {amount} XMR naar dit adres:",
  paymentAddress: "Betaaladres",
  openInWallet: "Openen in wallet",
  qrCode: "QR-code van de betaallink",
  showPaymentRequest: "Aanvullende betaalgegevens tonen",
  hidePaymentRequest: "Aanvullende betaalgegevens verbergen",
  paymentRequest: "Code van het betaalverzoek",
  paymentRequestHint: "Wallets die Monero-betaalverzoeken ondersteunen, kunnen met deze code de terugkerende betaling instellen.",
  statusRequested: "Wachten op antwoord",
  statusOpen: "Wachten op betaling (nog {minutes} {{minuut|minuten}})",
  statusUnderpaid: "Het betaalde bedrag is te laag",
  statusProcessing: "Betaling wordt verwerkt",
  statusCompleted: "Betaling voltooid",
  statusTimeout: "Betaling verlopen",
  statusCancelled: "Betaling geannuleerd",
  cancelPayment: "Betaling annuleren",
  cancelling: "Annuleren…",
  dismissPayment: "OK",
  safety: {
    cannotPayHere: "Deze factuur kan hier niet worden betaald: het betaaladres of het bedrag is ongeldig.",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
