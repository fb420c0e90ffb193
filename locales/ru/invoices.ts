import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "Счёт",
  sendAmount: "Отправьте {amount} XMR на этот адрес:",
  paymentAddress: "Адрес для оплаты",
  openInWallet: "Открыть в кошельке",
  qrCode: "QR-код ссылки для оплаты",
  showPaymentRequest: "Показать дополнительные сведения об оплате",
  hidePaymentRequest: "Скрыть дополнительные сведения об оплате",
  paymentRequest: "Код запроса на оплату",
  paymentRequestHint: "Кошельки, поддерживающие запросы на оплату Monero, могут настроить регулярный платёж по этому коду.",
  statusRequested: "Ожидание ответа",
  statusOpen: "Ожидание оплаты ({{|осталась|осталось|осталось|осталось|осталось}} {minutes} {{|минута|минуты|минуты|минут|минуты}})",
  statusUnderpaid: "Сумма платежа слишком мала",
  statusProcessing: "Обработка платежа",
  statusCompleted: "Платёж выполнен",
  statusTimeout: "Время ожидания платежа истекло",
  statusCancelled: "Платёж отменён",
  cancelPayment: "Отменить платёж",
  cancelling: "Отмена…",
  dismissPayment: "ОК",
  safety: {
    cannotPayHere: "Этот счёт нельзя оплатить отсюда: его платёжный адрес или сумма недействительны.",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
