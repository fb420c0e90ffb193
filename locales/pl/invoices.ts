import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "Faktura",
  sendAmount: "Wyślij {amount} XMR na ten adres:",
  paymentAddress: "Adres płatności",
  openInWallet: "Otwórz w portfelu",
  qrCode: "Kod QR linku do płatności",
  showPaymentRequest: "Pokaż dodatkowe informacje o płatności",
  hidePaymentRequest: "Ukryj dodatkowe informacje o płatności",
  paymentRequest: "Kod żądania płatności",
  paymentRequestHint: "Portfele obsługujące żądania płatności Monero mogą na podstawie tego kodu skonfigurować płatność cykliczną.",
  statusRequested: "Oczekiwanie na odpowiedź",
  statusOpen: "Oczekiwanie na płatność ({{|pozostała|pozostało|pozostały|pozostało|pozostało}} {minutes} {{|minuta|minuty|minuty|minut|minuty}})",
  statusUnderpaid: "Kwota płatności jest za niska",
  statusProcessing: "Przetwarzanie płatności",
  statusCompleted: "Płatność zakończona",
  statusTimeout: "Upłynął czas na płatność",
  statusCancelled: "Płatność anulowana",
  cancelPayment: "Anuluj płatność",
  cancelling: "Anulowanie…",
  dismissPayment: "OK",
  safety: {
    cannotPayHere: "Tej faktury nie można opłacić stąd: jej adres płatności lub kwota są nieprawidłowe.",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
