import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "Factură",
  sendAmount: "Trimite {amount} XMR la această adresă:",
  paymentAddress: "Adresa de plată",
  openInWallet: "Deschide în portofel",
  qrCode: "Codul QR al linkului de plată",
  showPaymentRequest: "Afișează informații suplimentare despre plată",
  hidePaymentRequest: "Ascunde informațiile suplimentare despre plată",
  paymentRequest: "Codul cererii de plată",
  paymentRequestHint:
    "Portofelele care acceptă cereri de plată Monero pot configura plata recurentă pe baza acestui cod.",
  statusRequested: "Se așteaptă răspunsul",
  statusOpen: "Se așteaptă plata ({{|mai rămâne|mai rămân|mai rămân|mai rămân|mai rămân}} {minutes} {{|minut|de minute|minute|de minute|de minute}})",
  statusUnderpaid: "Suma plătită este prea mică",
  statusProcessing: "Plata se procesează",
  statusCompleted: "Plata a fost finalizată",
  statusTimeout: "Timpul pentru plată a expirat",
  statusCancelled: "Plata a fost anulată",
  cancelPayment: "Anulează plata",
  cancelling: "Se anulează…",
  dismissPayment: "OK",
  safety: {
    cannotPayHere: "Această factură nu poate fi plătită de aici: adresa de plată sau suma nu este validă.",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
