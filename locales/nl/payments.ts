import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "Abonneren",
  paymentOptions: "Betaalmogelijkheden",
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
  payWith: "Betalen met {coin}",
  copyAddress: "{coin}-adres kopiëren",
  copied: "Gekopieerd naar het klembord",
  copyFailed: "Kopiëren naar het klembord mislukt",
} satisfies NamespaceTranslation<"payments">;

export default payments;
