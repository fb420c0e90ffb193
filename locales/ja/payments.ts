import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "サブスクライブ",
  paymentOptions: "支払い方法",
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
  payWith: "{coin} で支払う",
  copyAddress: "{coin} アドレスをコピー",
  copied: "クリップボードにコピーしました",
  copyFailed: "クリップボードにコピーできませんでした",
} satisfies NamespaceTranslation<"payments">;

export default payments;
