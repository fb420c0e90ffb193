import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "订阅",
  paymentOptions: "付款方式",
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
  payWith: "使用 {coin} 支付",
  copyAddress: "复制 {coin} 地址",
  copied: "已复制到剪贴板",
  copyFailed: "无法复制到剪贴板",
} satisfies NamespaceTranslation<"payments">;

export default payments;
