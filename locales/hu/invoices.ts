import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "Számla",
  sendAmount: "Küldj {amount} XMR-t erre a címre:",
  paymentAddress: "Fizetési cím",
  openInWallet: "Megnyitás tárcában",
  qrCode: "A fizetési hivatkozás QR-kódja",
  showPaymentRequest: "További fizetési adatok megjelenítése",
  hidePaymentRequest: "További fizetési adatok elrejtése",
  paymentRequest: "Fizetési kérelem kódja",
  paymentRequestHint: "A Monero fizetési kérelmeket támogató tárcák ebből a kódból beállíthatják az ismétlődő fizetést.",
  statusRequested: "Válaszra vár",
  statusOpen: "Fizetésre vár (még {minutes} perc)",
  statusUnderpaid: "A befizetett összeg túl kevés",
  statusProcessing: "Fizetés feldolgozása",
  statusCompleted: "Fizetés teljesítve",
  statusTimeout: "A fizetés időtúllépés miatt megszakadt",
  statusCancelled: "Fizetés megszakítva",
  cancelPayment: "Fizetés megszakítása",
  cancelling: "Megszakítás…",
  dismissPayment: "OK",
  safety: {
    cannotPayHere: "Ez a számla innen nem fizethető ki: a fizetési címe vagy az összege érvénytelen.",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
