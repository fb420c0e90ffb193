import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "Assinar",
  paymentOptions: "Formas de pagamento",
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
  payWith: "Pagar com {coin}",
  copyAddress: "Copiar endereço {coin}",
  copied: "Copiado para a área de transferência",
  copyFailed: "Não foi possível copiar para a área de transferência",
} satisfies NamespaceTranslation<"payments">;

export default payments;
