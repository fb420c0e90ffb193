import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "Predplatiť",
  paymentOptions: "Možnosti platby",
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
  payWith: "Zaplatiť cez {coin}",
  copyAddress: "Kopírovať adresu {coin}",
  copied: "Skopírované do schránky",
  copyFailed: "Kopírovanie do schránky zlyhalo",
} satisfies NamespaceTranslation<"payments">;

export default payments;
