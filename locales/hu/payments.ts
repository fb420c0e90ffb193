import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "Előfizetés",
  paymentOptions: "Fizetési lehetőségek",
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
  payWith: "Fizetés ezzel: {coin}",
  copyAddress: "{coin}-cím másolása",
  copied: "Vágólapra másolva",
  copyFailed: "Nem sikerült a vágólapra másolni",
} satisfies NamespaceTranslation<"payments">;

export default payments;
