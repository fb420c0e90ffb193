import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "Subskrybuj",
  paymentOptions: "Metody płatności",
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
  payWith: "Zapłać przez {coin}",
  copyAddress: "Kopiuj adres {coin}",
  copied: "Skopiowano do schowka",
  copyFailed: "Nie udało się skopiować do schowka",
} satisfies NamespaceTranslation<"payments">;

export default payments;
