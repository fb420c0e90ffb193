import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "Faktura",
  sendAmount: "Skicka {amount} XMR till den här adressen:",
  paymentAddress: "Betalningsadress",
  openInWallet: "Öppna i plånboken",
  qrCode: "QR-kod för betalningslänken",
  showPaymentRequest: "Visa ytterligare betalningsinformation",
  hidePaymentRequest: "Dölj ytterligare betalningsinformation",
  paymentRequest: "Kod för betalningsbegäran",
  paymentRequestHint: "Plånböcker som stöder Monero-betalningsbegäranden kan ställa in den återkommande betalningen med den här koden.",
  statusRequested: "Väntar på svar",
  statusOpen: "Väntar på betalning ({minutes} {{minut|minuter}} kvar)",
  statusUnderpaid: "Det betalda beloppet är för litet",
  statusProcessing: "Betalningen behandlas",
  statusCompleted: "Betalningen är slutförd",
  statusTimeout: "Tiden för betalningen har gått ut",
  statusCancelled: "Betalningen har avbrutits",
  cancelPayment: "Avbryt betalningen",
  cancelling: "Avbryter…",
  dismissPayment: "OK",
  safety: {
    cannotPayHere: "Den här fakturan kan inte betalas härifrån: dess betalningsadress eller belopp är ogiltigt.",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
