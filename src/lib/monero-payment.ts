// What an invoice asks the payer for: the Monero address check, the wallet link and the payment request's JSON.
// Kept apart from monero.ts: only the invoice panel, which loads when an invoice shows, needs them.
import { DAYS_PER_MONTH, isAtomicAmount, xmrNumberString } from "./monero";

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
/**
 * First character by length: 95 for standard addresses and subaddresses, 106 for integrated ones. Mainnet
 * 4 (standard, integrated) and 8 (subaddress); stagenet 5 and 7; testnet 9, A (integrated) and B (subaddress).
 */
const FIRST_BY_LENGTH: Record<number, string> = { 95: "458579B", 106: "45A" };

/** Whether the text has the shape of a Monero address: base58, a known length and network prefix. */
export function isMoneroAddress(text: unknown): text is string {
  if (typeof text !== "string") return false;
  const firsts = FIRST_BY_LENGTH[text.length];
  return firsts !== undefined && firsts.includes(text[0]) && BASE58.test(text);
}

/**
 * `monero:{address}?tx_amount={XMR}`; no query for a zero amount. Null when the address or amount is not one, so
 * that a server cannot put its own query into the link, the QR code or the payment request.
 */
export function paymentUri(address: unknown, amount: unknown): string | null {
  if (!isMoneroAddress(address) || !(isAtomicAmount(amount) || (typeof amount === "bigint" && amount >= 0n))) return null;
  return BigInt(amount) > 0n ? `monero:${address}?tx_amount=${xmrNumberString(amount)}` : `monero:${address}`;
}

/** ISO 8601 in the given offset (default: this browser's zone) with milliseconds: 2025-01-02T03:04:05.678+00:00. */
export function isoWithOffset(date: Date, offsetMinutes = -date.getTimezoneOffset()): string {
  const shifted = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, -1);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${shifted}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export interface PaymentRequestInput {
  recipientAcct: string;
  /** The invoice's payment address. */
  address: string;
  /** The monthly price in atomic units (as shown, 4 significant digits), not the invoice amount. */
  monthlyAtomic: bigint;
  /** The invoice's created_at. */
  createdAt: string;
  /** Minutes east of UTC for start_date; default: this browser's zone. */
  offsetMinutes?: number;
}

/** JSON text with every object's keys in alphabetical order and no whitespace. */
export function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The Monero subscription payment request, as the JSON that gets gzipped into the `monero-request:1:` code. */
export function paymentRequestJson(input: PaymentRequestInput): string {
  const created = new Date(input.createdAt);
  return sortedJson({
    custom_label: `Subscription to @${input.recipientAcct}`,
    sellers_wallet: input.address,
    currency: "XMR",
    amount: xmrNumberString(input.monthlyAtomic),
    payment_id: "0000000000000000",
    start_date: isoWithOffset(created, input.offsetMinutes ?? -created.getTimezoneOffset()),
    days_per_billing_cycle: DAYS_PER_MONTH,
    number_of_payments: 0,
    change_indicator_url: "",
  });
}
