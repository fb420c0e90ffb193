import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "Faktúra",
  sendAmount: "Pošlite {amount} XMR na túto adresu:",
  paymentAddress: "Platobná adresa",
  openInWallet: "Otvoriť v peňaženke",
  qrCode: "QR kód platobného odkazu",
  showPaymentRequest: "Zobraziť ďalšie platobné údaje",
  hidePaymentRequest: "Skryť ďalšie platobné údaje",
  paymentRequest: "Kód platobnej požiadavky",
  paymentRequestHint: "Peňaženky, ktoré podporujú platobné požiadavky Monero, si z tohto kódu môžu nastaviť opakovanú platbu.",
  statusRequested: "Čaká sa na odpoveď",
  statusOpen: "Čaká sa na platbu ({{|zostáva|zostávajú|zostávajú|zostáva|zostáva}} {minutes} {{|minúta|minúty|minúty|minúty|minút}})",
  statusUnderpaid: "Zaplatená suma je príliš nízka",
  statusProcessing: "Platba sa spracúva",
  statusCompleted: "Platba bola dokončená",
  statusTimeout: "Čas na platbu vypršal",
  statusCancelled: "Platba bola zrušená",
  cancelPayment: "Zrušiť platbu",
  cancelling: "Ruší sa…",
  dismissPayment: "OK",
  safety: {
    cannotPayHere: "Túto faktúru tu nemožno zaplatiť: jej platobná adresa alebo suma nie je platná.",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
