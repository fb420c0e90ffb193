import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "Suscribirse",
  paymentOptions: "Opciones de pago",
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
  payWith: "Pagar con {coin}",
  copyAddress: "Copiar dirección de {coin}",
  copied: "Copiado al portapapeles",
  copyFailed: "No se pudo copiar al portapapeles",
} satisfies NamespaceTranslation<"payments">;

export default payments;
