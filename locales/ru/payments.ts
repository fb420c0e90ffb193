import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "Подписаться",
  paymentOptions: "Способы оплаты",
  coins: {
    BTC: "Bitcoin",
    BCH: "Bitcoin Cash",
    DASH: "Dash",
    DOGE: "Dogecoin",
    ETH: "Ethereum",
    LTC: "Litecoin",
    XMR: "Monero",
    ZEC: "Zcash",
    LN: "Bitcoin Lightning",
  },
  payWith: "Оплатить через {coin}",
  copyAddress: "Скопировать адрес {coin}",
  copied: "Скопировано в буфер обмена",
  copyFailed: "Не удалось скопировать в буфер обмена",
} satisfies NamespaceTranslation<"payments">;

export default payments;
