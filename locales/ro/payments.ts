import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "Abonează-te",
  paymentOptions: "Opțiuni de plată",
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
  payWith: "Plătește cu {coin}",
  copyAddress: "Copiază adresa {coin}",
  copied: "Copiat în clipboard",
  copyFailed: "Nu s-a putut copia în clipboard",
} satisfies NamespaceTranslation<"payments">;

export default payments;
