import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "Prenumerera",
  paymentOptions: "Betalningsalternativ",
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
  payWith: "Betala med {coin}",
  copyAddress: "Kopiera {coin}-adress",
  copied: "Kopierat till urklipp",
  copyFailed: "Det gick inte att kopiera till urklipp",
} satisfies NamespaceTranslation<"payments">;

export default payments;
