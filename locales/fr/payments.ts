import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "S’abonner",
  paymentOptions: "Moyens de paiement",
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
  payWith: "Payer en {coin}",
  copyAddress: "Copier l’adresse {coin}",
  copied: "Copié dans le presse-papiers",
  copyFailed: "Impossible de copier dans le presse-papiers",
} satisfies NamespaceTranslation<"payments">;

export default payments;
