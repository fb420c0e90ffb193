export default {
  subscribe: "Subscribe",
  paymentOptions: "Payment options",
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
  payWith: "Pay with {coin}",
  copyAddress: "Copy {coin} address",
  copied: "Copied to the clipboard",
  copyFailed: "Could not copy to the clipboard",
} as const;
