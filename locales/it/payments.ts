import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "Abbonati",
  paymentOptions: "Opzioni di pagamento",
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
  payWith: "Paga con {coin}",
  copyAddress: "Copia indirizzo {coin}",
  copied: "Copiato negli appunti",
  copyFailed: "Impossibile copiare negli appunti",
} satisfies NamespaceTranslation<"payments">;

export default payments;
