import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "Abonnieren",
  paymentOptions: "Zahlungsmöglichkeiten",
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
  payWith: "Mit {coin} bezahlen",
  copyAddress: "{coin}-Adresse kopieren",
  copied: "In die Zwischenablage kopiert",
  copyFailed: "Kopieren in die Zwischenablage fehlgeschlagen",
} satisfies NamespaceTranslation<"payments">;

export default payments;
