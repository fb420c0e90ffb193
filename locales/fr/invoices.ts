import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "Facture",
  sendAmount: "Veuillez envoyer {amount} XMR à cette adresse :",
  paymentAddress: "Adresse de paiement",
  openInWallet: "Ouvrir dans le portefeuille",
  qrCode: "Code QR du lien de paiement",
  showPaymentRequest: "Afficher les informations de paiement supplémentaires",
  hidePaymentRequest: "Cacher les informations de paiement supplémentaires",
  paymentRequest: "Code de demande de paiement",
  paymentRequestHint: "Les portefeuilles compatibles avec les demandes de paiement Monero peuvent configurer le paiement récurrent à partir de ce code.",
  statusRequested: "En attente de réponse",
  statusOpen: "En attente du paiement ({minutes} {{|minute restante|minutes restantes|minutes restantes|minutes restantes|minutes restantes}})",
  statusUnderpaid: "Le montant payé est insuffisant",
  statusProcessing: "Paiement en cours de traitement",
  statusCompleted: "Paiement effectué",
  statusTimeout: "Délai de paiement dépassé",
  statusCancelled: "Paiement annulé",
  cancelPayment: "Annuler le paiement",
  cancelling: "Annulation…",
  dismissPayment: "OK",
  safety: {
    cannotPayHere: "Cette facture ne peut pas être payée d’ici : son adresse de paiement ou son montant n’est pas valide.",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
