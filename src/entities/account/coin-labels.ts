// Which profile fields name a coin (constants §14): small, so the post card can tell at once whether an author
// takes payments and load the payment widget (payment-options.ts) only when it is opened.
export type CoinCode = "BTC" | "BCH" | "DASH" | "DOGE" | "ETH" | "LTC" | "XMR" | "ZEC" | "LN";

// `$BTC` … `$ZEC` in any case and untrimmed (`$LN` is not one), or a Lightning label.
export const COIN_LABEL = /^(?:\$(btc|bch|dash|doge|eth|ltc|xmr|zec)|⚡|lightning address|lud16)$/i;

/** Whether any field names a coin. */
export const hasCoinFields = (fields: readonly { name: string }[] | undefined): boolean =>
  fields?.some((field) => COIN_LABEL.test(field.name)) === true;
