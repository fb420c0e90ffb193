import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "Faktura",
  sendAmount: "Pošlete prosím {amount} XMR na tuto adresu:",
  paymentAddress: "Platební adresa",
  openInWallet: "Otevřít v peněžence",
  qrCode: "QR kód platebního odkazu",
  showPaymentRequest: "Zobrazit další platební údaje",
  hidePaymentRequest: "Skrýt další platební údaje",
  paymentRequest: "Kód platebního požadavku",
  paymentRequestHint: "Peněženky, které podporují platební požadavky Monero, si z tohoto kódu mohou nastavit opakovanou platbu.",
  statusRequested: "Čeká se na odpověď",
  statusOpen: "Čeká se na platbu ({{|zbývá|zbývají|zbývají|zbývá|zbývá}} {minutes} {{|minuta|minuty|minuty|minuty|minut}})",
  statusUnderpaid: "Zaplacená částka je příliš nízká",
  statusProcessing: "Platba se zpracovává",
  statusCompleted: "Platba dokončena",
  statusTimeout: "Čas na platbu vypršel",
  statusCancelled: "Platba zrušena",
  cancelPayment: "Zrušit platbu",
  cancelling: "Rušení…",
  dismissPayment: "OK",
  safety: {
    cannotPayHere: "Tuto fakturu zde nelze zaplatit: její platební adresa nebo částka není platná.",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
