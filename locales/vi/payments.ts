import type { NamespaceTranslation } from "../partial";

const payments = {
  subscribe: "Đăng ký gói",
  paymentOptions: "Phương thức thanh toán",
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
  payWith: "Thanh toán bằng {coin}",
  copyAddress: "Sao chép địa chỉ {coin}",
  copied: "Đã sao chép vào bộ nhớ tạm",
  copyFailed: "Không thể sao chép vào bộ nhớ tạm",
} satisfies NamespaceTranslation<"payments">;

export default payments;
