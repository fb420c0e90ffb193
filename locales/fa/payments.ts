import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "مشترک شدن",
  paymentOptions: "روش‌های پرداخت",
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
  payWith: "پرداخت با {coin}",
  copyAddress: "کپی نشانی {coin}",
  copied: "در کلیپ‌بورد کپی شد",
  copyFailed: "کپی در کلیپ‌بورد ممکن نشد",
} satisfies NamespaceTranslation<"payments">;

export default payments;
