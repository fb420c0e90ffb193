import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "Fattura",
  sendAmount: "Invia {amount} XMR a questo indirizzo:",
  paymentAddress: "Indirizzo di pagamento",
  openInWallet: "Apri nel wallet",
  qrCode: "Codice QR del link di pagamento",
  showPaymentRequest: "Mostra informazioni di pagamento aggiuntive",
  hidePaymentRequest: "Nascondi informazioni di pagamento aggiuntive",
  paymentRequest: "Codice della richiesta di pagamento",
  paymentRequestHint: "I wallet che supportano le richieste di pagamento Monero possono impostare il pagamento ricorrente a partire da questo codice.",
  statusRequested: "In attesa di risposta",
  statusOpen: "In attesa del pagamento ({minutes} {{|minuto rimanente|minuti rimanenti|minuti rimanenti|minuti rimanenti|minuti rimanenti}})",
  statusUnderpaid: "L’importo pagato è insufficiente",
  statusProcessing: "Elaborazione del pagamento",
  statusCompleted: "Pagamento completato",
  statusTimeout: "Tempo per il pagamento scaduto",
  statusCancelled: "Pagamento annullato",
  cancelPayment: "Annulla pagamento",
  cancelling: "Annullamento…",
  dismissPayment: "OK",
  safety: {
    cannotPayHere: "Questa fattura non può essere pagata da qui: l’indirizzo di pagamento o l’importo non è valido.",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
