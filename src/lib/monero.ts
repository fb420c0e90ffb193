// Monero amounts, subscription prices and payment links (reference: constants §6–7).
// Amounts are atomic units (piconero, 10^-12 XMR) held as BigInt so that no conversion ever goes through floating point.

export const MONERO_DECIMALS = 12;
const ATOMIC_PER_XMR = 10n ** BigInt(MONERO_DECIMALS);

export const SECONDS_PER_DAY = 86_400;
/** A subscription month is 30 days. */
export const DAYS_PER_MONTH = 30;
export const SECONDS_PER_MONTH = DAYS_PER_MONTH * SECONDS_PER_DAY;

export const MIN_MONTHS = 1;
export const MAX_MONTHS = 1000;
/** Used when the chain does not say (0.001 XMR). */
export const DEFAULT_PAYMENT_AMOUNT_MIN = 1_000_000_000n;
/** The settings form starts at 0.01 XMR per month. */
export const DEFAULT_MONTHLY_PRICE_XMR = "0.01";

/** Atomic units as an XMR decimal string without trailing zeros: 10000000000n → "0.01". */
export function formatXmr(atomic: bigint | number): string {
  const value = BigInt(atomic);
  const sign = value < 0n ? "-" : "";
  const abs = value < 0n ? -value : value;
  const whole = abs / ATOMIC_PER_XMR;
  const fraction = (abs % ATOMIC_PER_XMR).toString().padStart(MONERO_DECIMALS, "0").replace(/0+$/, "");
  return `${sign}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** An XMR amount typed by a person ("0.01", "1", ".5", "2,5") in atomic units; null if it is not one. */
export function parseXmr(text: string): bigint | null {
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text.trim());
  if (!match || (!match[1] && !match[2])) return null;
  const [, whole, fraction = ""] = match;
  if (fraction.length > MONERO_DECIMALS) return null;
  return BigInt(whole || "0") * ATOMIC_PER_XMR + BigInt(fraction.padEnd(MONERO_DECIMALS, "0"));
}

/** The XMR amount as JavaScript writes the number, which is what the payment URI and request carry. */
export const xmrNumberString = (atomic: bigint | number): string => String(Number(formatXmr(atomic)));

/** Rounds half up to `digits` significant digits: 9999936000n → 10000000000n. */
export function roundSignificant(value: bigint, digits: number): bigint {
  if (value <= 0n) return value === 0n ? 0n : -roundSignificant(-value, digits);
  const length = value.toString().length;
  if (length <= digits) return value;
  const unit = 10n ** BigInt(length - digits);
  return ((value + unit / 2n) / unit) * unit;
}

/** XMR per month → the server's price unit, atomic units per second (floored): 0.01 XMR → 3858. */
export function priceFromMonthly(monthlyAtomic: bigint): bigint {
  return monthlyAtomic / BigInt(SECONDS_PER_MONTH);
}

/** The server's price (atomic units per second) → the monthly price shown, rounded to 4 significant digits. */
export function monthlyFromPrice(price: number | bigint): bigint {
  return roundSignificant(BigInt(price) * BigInt(SECONDS_PER_MONTH), 4);
}

/** Months as hundredths, so that a duration with two decimals stays exact. */
const hundredths = (months: number): bigint => BigInt(Math.round(months * 100));

/** The amount for `months` (up to two decimals) at the monthly price, rounded half up to an atomic unit. */
export function amountForMonths(monthlyAtomic: bigint, months: number): bigint {
  if (!Number.isFinite(months) || months <= 0 || monthlyAtomic <= 0n) return 0n;
  return (monthlyAtomic * hundredths(months) + 50n) / 100n;
}

/** The months an amount pays for, rounded half up to two decimals. */
export function monthsForAmount(amount: bigint, monthlyAtomic: bigint): number {
  if (amount <= 0n || monthlyAtomic <= 0n) return 0;
  return Number((amount * 100n + monthlyAtomic / 2n) / monthlyAtomic) / 100;
}

/** Keeps a duration between 1 and 1000 months; anything unreadable becomes 1. */
export function clampMonths(months: number): number {
  if (!Number.isFinite(months) || months < MIN_MONTHS) return MIN_MONTHS;
  return Math.min(months, MAX_MONTHS);
}

/** The chain's minimum payment, else the default 0.001 XMR. */
export function minimumPayment(paymentAmountMin: number | null | undefined): bigint {
  return typeof paymentAmountMin === "number" && Number.isInteger(paymentAmountMin) && paymentAmountMin > 0
    ? BigInt(paymentAmountMin)
    : DEFAULT_PAYMENT_AMOUNT_MIN;
}

/** Paying needs a positive amount that reaches the minimum. */
export const canPay = (amount: bigint, minimum: bigint): boolean => amount > 0n && amount >= minimum;

/** Seconds granted by hand on the subscriber page: months of 30 days or days of 86400 s. */
export function grantSeconds(count: number, unit: "months" | "days"): number {
  return Math.round(count * (unit === "months" ? SECONDS_PER_MONTH : SECONDS_PER_DAY));
}

/** An amount from a server in atomic units: a non-negative whole number JavaScript holds exactly. */
export const isAtomicAmount = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

/** Whether a CAIP-2 chain ID names a Monero chain. */
export const isMoneroChain = (chainId: string | null | undefined): boolean => Boolean(chainId?.startsWith("monero:"));
