import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "Naroči se",
  paymentOptions: "Možnosti plačila",
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
  payWith: "Plačilo: {coin}",
  copyAddress: "Kopiraj naslov {coin}",
  copied: "Kopirano v odložišče",
  copyFailed: "Kopiranje v odložišče ni uspelo",
} satisfies NamespaceTranslation<"payments">;

export default payments;
