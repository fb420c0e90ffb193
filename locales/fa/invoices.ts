import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "صورتحساب",
  sendAmount: "لطفاً {amount} XMR به این نشانی بفرستید:",
  paymentAddress: "نشانی پرداخت",
  openInWallet: "باز کردن در کیف پول",
  qrCode: "کد QR پیوند پرداخت",
  showPaymentRequest: "نمایش اطلاعات تکمیلی پرداخت",
  hidePaymentRequest: "پنهان کردن اطلاعات تکمیلی پرداخت",
  paymentRequest: "کد درخواست پرداخت",
  paymentRequestHint: "کیف پول‌هایی که از درخواست پرداخت Monero پشتیبانی می‌کنند، می‌توانند پرداخت دوره‌ای را با این کد تنظیم کنند.",
  statusRequested: "در انتظار پاسخ",
  statusOpen: "در انتظار پرداخت ({minutes} دقیقه باقی مانده)",
  statusUnderpaid: "مبلغ پرداختی کمتر از مبلغ لازم است",
  statusProcessing: "در حال پردازش پرداخت",
  statusCompleted: "پرداخت انجام شد",
  statusTimeout: "مهلت پرداخت به پایان رسید",
  statusCancelled: "پرداخت لغو شد",
  cancelPayment: "لغو پرداخت",
  cancelling: "در حال لغو…",
  dismissPayment: "تأیید",
  safety: {
    cannotPayHere: "این صورتحساب را نمی‌توان از اینجا پرداخت کرد: نشانی پرداخت یا مبلغ آن معتبر نیست.",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
