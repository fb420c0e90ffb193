import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "Račun za plačilo",
  sendAmount: "Pošljite {amount} XMR na ta naslov:",
  paymentAddress: "Naslov za plačilo",
  openInWallet: "Odpri v denarnici",
  qrCode: "Koda QR povezave za plačilo",
  showPaymentRequest: "Prikaži dodatne podatke o plačilu",
  hidePaymentRequest: "Skrij dodatne podatke o plačilu",
  paymentRequest: "Koda zahtevka za plačilo",
  paymentRequestHint: "Denarnice, ki podpirajo zahtevke za plačilo Monero, lahko iz te kode nastavijo ponavljajoče se plačilo.",
  statusRequested: "Čakanje na odziv",
  statusOpen: "Čakanje na plačilo ({{|preostane|preostaneta|preostanejo|preostane|preostane}} {minutes} {{|minuta|minuti|minute|minut|minut}})",
  statusUnderpaid: "Plačani znesek je premajhen",
  statusProcessing: "Obdelava plačila",
  statusCompleted: "Plačilo zaključeno",
  statusTimeout: "Čas za plačilo je potekel",
  statusCancelled: "Plačilo preklicano",
  cancelPayment: "Prekliči plačilo",
  cancelling: "Preklicevanje …",
  dismissPayment: "V redu",
  safety: {
    cannotPayHere: "Tega računa tukaj ni mogoče plačati: njegov plačilni naslov ali znesek ni veljaven.",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
