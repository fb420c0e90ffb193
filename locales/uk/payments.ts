import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "Передплатити",
  paymentOptions: "Способи оплати",
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
  payWith: "Оплатити через {coin}",
  copyAddress: "Копіювати адресу {coin}",
  copied: "Скопійовано до буфера обміну",
  copyFailed: "Не вдалося скопіювати до буфера обміну",
} satisfies NamespaceTranslation<"payments">;

export default payments;
