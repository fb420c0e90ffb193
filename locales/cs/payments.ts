import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "Předplatit",
  paymentOptions: "Možnosti platby",
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
  payWith: "Zaplatit pomocí {coin}",
  copyAddress: "Kopírovat adresu {coin}",
  copied: "Zkopírováno do schránky",
  copyFailed: "Kopírování do schránky se nezdařilo",
} satisfies NamespaceTranslation<"payments">;

export default payments;
