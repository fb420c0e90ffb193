import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "Рахунок",
  sendAmount: "Надішліть {amount} XMR на цю адресу:",
  paymentAddress: "Адреса для оплати",
  openInWallet: "Відкрити в гаманці",
  qrCode: "QR-код посилання для оплати",
  showPaymentRequest: "Показати додаткову інформацію про оплату",
  hidePaymentRequest: "Приховати додаткову інформацію про оплату",
  paymentRequest: "Код запиту на оплату",
  paymentRequestHint: "Гаманці, що підтримують запити на оплату Monero, можуть налаштувати регулярний платіж за цим кодом.",
  statusRequested: "Очікування відповіді",
  statusOpen: "Очікування оплати ({{|залишилася|залишилося|залишилося|залишилося|залишилося}} {minutes} {{|хвилина|хвилини|хвилини|хвилин|хвилини}})",
  statusUnderpaid: "Сума платежу замала",
  statusProcessing: "Обробка платежу",
  statusCompleted: "Платіж завершено",
  statusTimeout: "Час очікування платежу минув",
  statusCancelled: "Платіж скасовано",
  cancelPayment: "Скасувати платіж",
  cancelling: "Скасування…",
  dismissPayment: "OK",
  safety: {
    cannotPayHere: "Цей рахунок не можна оплатити звідси: його платіжна адреса або сума недійсні.",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
