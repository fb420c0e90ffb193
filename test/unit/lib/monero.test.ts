import { test } from "node:test";
import assert from "node:assert/strict";
import {
  amountForMonths,
  canPay,
  clampMonths,
  DEFAULT_PAYMENT_AMOUNT_MIN,
  formatXmr,
  grantSeconds,
  isMoneroChain,
  minimumPayment,
  monthlyFromPrice,
  monthsForAmount,
  parseXmr,
  isAtomicAmount,
  priceFromMonthly,
  roundSignificant,
  xmrNumberString,
} from "../../../src/lib/monero";
import { isMoneroAddress, isoWithOffset, paymentRequestJson, paymentUri, sortedJson } from "../../../src/lib/monero-payment";

test("atomic units format as XMR with up to 12 decimals and no trailing zeros", () => {
  assert.equal(formatXmr(1n), "0.000000000001");
  assert.equal(formatXmr(77_750_000_000n), "0.07775");
  assert.equal(formatXmr(7_775_000_000_000_000n), "7775");
  assert.equal(formatXmr(10_000_000_000), "0.01");
  assert.equal(formatXmr(0n), "0");
  // Beyond 2^53 a float would lose the last digits.
  assert.equal(formatXmr(123_456_789_012_345_678_901n), "123456789.012345678901");
});

test("typed XMR amounts parse exactly, or not at all", () => {
  assert.equal(parseXmr("0.000000000001"), 1n);
  assert.equal(parseXmr("0.07775"), 77_750_000_000n);
  assert.equal(parseXmr("7775"), 7_775_000_000_000_000n);
  assert.equal(parseXmr("0.1"), 100_000_000_000n); // 0.1 has no exact float; here it is exact
  assert.equal(parseXmr(" .5 "), 500_000_000_000n);
  assert.equal(parseXmr("2,5"), 2_500_000_000_000n);
  assert.equal(parseXmr("1."), 1_000_000_000_000n);
  for (const bad of ["", ".", "-1", "1e3", "abc", "0.0000000000001", "1.2.3"]) assert.equal(parseXmr(bad), null, bad);
  for (const atomic of [1n, 3858n, 10_000_000_000n, 999_999_999_999_999n]) assert.equal(parseXmr(formatXmr(atomic)), atomic);
});

test("the URI and request use the number's own string form", () => {
  assert.equal(xmrNumberString(10_000_000_000n), "0.01");
  assert.equal(xmrNumberString(1n), "1e-12");
  assert.equal(xmrNumberString(2_000_000_000_000n), "2");
});

test("XMR per month → price in atomic units per second, floored", () => {
  assert.equal(priceFromMonthly(parseXmr("0.01")!), 3858n);
  assert.equal(priceFromMonthly(parseXmr("1")!), 385_802n);
  // Under 2592000 atomic units a month the price is 0, which the settings form refuses.
  assert.equal(priceFromMonthly(2_591_999n), 0n);
  assert.equal(priceFromMonthly(2_592_000n), 1n);
});

test("price → monthly price shown, rounded half up to 4 significant digits", () => {
  assert.equal(formatXmr(monthlyFromPrice(3858)), "0.01");
  assert.equal(formatXmr(monthlyFromPrice(12000)), "0.0311");
  assert.equal(monthlyFromPrice(1), 2_592_000n);
  assert.equal(monthlyFromPrice(0), 0n);
  assert.equal(roundSignificant(9_999_936_000n, 4), 10_000_000_000n);
  assert.equal(roundSignificant(31_104_000_000n, 4), 31_100_000_000n);
  assert.equal(roundSignificant(12_345n, 4), 12_350n); // half up
  assert.equal(roundSignificant(12_344n, 4), 12_340n);
  assert.equal(roundSignificant(999n, 4), 999n);
});

test("the amount for a duration, and the duration for an amount (mitra-web's vectors)", () => {
  const monthly = monthlyFromPrice(12000);
  assert.equal(amountForMonths(monthly, 0.01), 311_000_000n);
  assert.equal(amountForMonths(monthly, 2.5), 77_750_000_000n);
  assert.equal(amountForMonths(monthly, 1000), 31_100_000_000_000n);
  assert.equal(amountForMonths(monthly, 0), 0n);
  assert.equal(amountForMonths(monthly, Number.NaN), 0n);
  assert.equal(monthsForAmount(311_000_000n, monthly), 0.01);
  assert.equal(monthsForAmount(77_750_000_000n, monthly), 2.5);
  assert.equal(monthsForAmount(31_100_000_000_000n, monthly), 1000);
  assert.equal(monthsForAmount(parseXmr("0.015")!, parseXmr("0.01")!), 1.5);
  assert.equal(monthsForAmount(parseXmr("0.01")!, parseXmr("0.03")!), 0.33);
  assert.equal(monthsForAmount(parseXmr("0.02")!, parseXmr("0.03")!), 0.67); // rounded half up
  assert.equal(monthsForAmount(0n, monthly), 0);
  // 3 months at 0.01: exactly 0.03, no float drift.
  assert.equal(formatXmr(amountForMonths(monthlyFromPrice(3858), 3)), "0.03");
});

test("the duration is clamped to 1–1000 months", () => {
  assert.equal(clampMonths(1001), 1000);
  assert.equal(clampMonths(1e9), 1000);
  assert.equal(clampMonths(1000), 1000);
  assert.equal(clampMonths(12), 12);
  assert.equal(clampMonths(2.5), 2.5);
  assert.equal(clampMonths(0), 1);
  assert.equal(clampMonths(-3), 1);
  assert.equal(clampMonths(Number.NaN), 1);
});

test("minimum payment: the chain's, else 1000000000 atomic units; pay needs a positive amount at least that", () => {
  assert.equal(DEFAULT_PAYMENT_AMOUNT_MIN, 1_000_000_000n);
  assert.equal(minimumPayment(undefined), 1_000_000_000n);
  assert.equal(minimumPayment(null), 1_000_000_000n);
  assert.equal(minimumPayment(0), 1_000_000_000n);
  assert.equal(minimumPayment(5_000_000_000), 5_000_000_000n);
  const min = minimumPayment(undefined);
  assert.equal(canPay(0n, min), false);
  assert.equal(canPay(999_999_999n, min), false);
  assert.equal(canPay(1_000_000_000n, min), true);
  assert.equal(canPay(10_000_000_000n, min), true);
  assert.equal(canPay(0n, 0n), false); // zero never pays, whatever the minimum
  assert.equal(canPay(-1n, 0n), false);
});

test("grant durations are sent in seconds (month = 30 days)", () => {
  assert.equal(grantSeconds(1, "months"), 2_592_000);
  assert.equal(grantSeconds(3, "days"), 259_200);
  assert.equal(grantSeconds(12, "months"), 31_104_000);
});

const SUB = "888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H";

test("payment URI: monero:{address}?tx_amount={XMR}, no query for zero", () => {
  assert.equal(paymentUri(SUB, 10_000_000_000n), `monero:${SUB}?tx_amount=0.01`);
  assert.equal(paymentUri(SUB, 31_100_000_000_000), `monero:${SUB}?tx_amount=31.1`);
  assert.equal(paymentUri(SUB, 1n), `monero:${SUB}?tx_amount=1e-12`);
  assert.equal(paymentUri(SUB, 0n), `monero:${SUB}`);
});

test("Monero addresses: base58, 95 or 106 characters, a known network prefix", () => {
  const std = `4${SUB.slice(1)}`;
  const integrated = `4${SUB.slice(1)}${"A".repeat(11)}`;
  for (const ok of [SUB, std, integrated, `5${SUB.slice(1)}`, `7${SUB.slice(1)}`, `9${SUB.slice(1)}`, `B${SUB.slice(1)}`, `A${integrated.slice(1)}`]) {
    assert.equal(isMoneroAddress(ok), true, ok);
  }
  for (const bad of [
    `${SUB.slice(0, 60)}?tx_amount=250&x=${"1".repeat(16)}#`, // a query smuggled into the address
    `${SUB}?tx_amount=250`, SUB.slice(0, 94), `${SUB}1`, `1${SUB.slice(1)}`, `8${integrated.slice(1)}`,
    `${SUB.slice(0, 94)}0`, `${SUB.slice(0, 94)}l`, `${SUB.slice(0, 94)} `, "", null, 42,
  ]) {
    assert.equal(isMoneroAddress(bad), false, String(bad));
    assert.equal(paymentUri(bad, 1n), null, String(bad));
  }
});

test("amounts from a server: whole, non-negative atomic units only", () => {
  for (const ok of [0, 1, 10_000_000_000, Number.MAX_SAFE_INTEGER]) assert.equal(isAtomicAmount(ok), true, String(ok));
  for (const bad of [1.5, -1, Number.NaN, Infinity, 2 ** 53, "10", null, undefined]) {
    assert.equal(isAtomicAmount(bad), false, String(bad));
    assert.equal(paymentUri(SUB, bad), null, String(bad));
  }
});

test("Monero chains are recognised by their CAIP-2 namespace", () => {
  assert.equal(isMoneroChain("monero:418015bb9ae982a1975da7d79277c270"), true);
  assert.equal(isMoneroChain("eip155:1"), false);
  assert.equal(isMoneroChain(undefined), false);
});

test("start dates carry milliseconds and the zone offset", () => {
  const date = new Date("2025-01-02T03:04:05.678Z");
  assert.equal(isoWithOffset(date, 0), "2025-01-02T03:04:05.678+00:00");
  assert.equal(isoWithOffset(date, 120), "2025-01-02T05:04:05.678+02:00");
  assert.equal(isoWithOffset(date, -330), "2025-01-01T21:34:05.678-05:30");
});

test("sorted JSON has alphabetical keys at every level and no whitespace", () => {
  assert.equal(sortedJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: "x" } }), '{"a":{"c":"x","d":[2,{"y":2,"z":1}]},"b":1}');
});

test("the subscription payment request JSON", () => {
  const json = paymentRequestJson({
    recipientAcct: "dana",
    address: "44AFFq5kSiGBoZ",
    monthlyAtomic: monthlyFromPrice(3858),
    createdAt: "2025-01-02T03:04:05.678Z",
    offsetMinutes: 0,
  });
  assert.equal(
    json,
    '{"amount":"0.01","change_indicator_url":"","currency":"XMR","custom_label":"Subscription to @dana",' +
      '"days_per_billing_cycle":30,"number_of_payments":0,"payment_id":"0000000000000000",' +
      '"sellers_wallet":"44AFFq5kSiGBoZ","start_date":"2025-01-02T03:04:05.678+00:00"}',
  );
});
