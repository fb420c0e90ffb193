import { test } from "node:test";
import assert from "node:assert/strict";
import { gunzipSync as zlibGunzip } from "node:zlib";
import { gunzipSync, strFromU8 } from "fflate";
import { encodePaymentRequest, PAYMENT_REQUEST_PREFIX } from "../../../src/lib/monero-request";
import { monthlyFromPrice } from "../../../src/lib/monero";
import { paymentRequestJson, sortedJson } from "../../../src/lib/monero-payment";

function decode(code: string): { bytes: Uint8Array; text: string } {
  assert.ok(code.startsWith(PAYMENT_REQUEST_PREFIX), code);
  const bytes = Uint8Array.from(Buffer.from(code.slice(PAYMENT_REQUEST_PREFIX.length), "base64"));
  return { bytes, text: strFromU8(gunzipSync(bytes)) };
}

// The example of the Monero Payment Request standard, as mitra-web's own test uses it.
const STANDARD_EXAMPLE = {
  custom_label: "My Subscription",
  sellers_wallet: "4At3X5rvVypTofgmueN9s9QtrzdRe5BueFrskAZi17BoYbhzysozzoMFB6zWnTKdGC6AxEAbEE5czFR3hbEEJbsm4hCeX2S",
  currency: "USD",
  amount: "19.99",
  payment_id: "9fc88080d1d5dc09",
  start_date: "2023-04-26T13:45:33Z",
  days_per_billing_cycle: 30,
  number_of_payments: 0,
  change_indicator_url: "www.example.com/api/monero-request",
};
const STANDARD_CODE =
  "monero-request:1:H4sIAAAAAAACAy1P2U7DMBD8FeTnHjlLk7e0tEigItEWKH2xHHvbWPgIPmgTxL/jIJ52d2Z2ducbEam9cqhEcTEpCjRCtCHqDJgrxilx2mBvRKAvl8sErkS2AiZUyylp+VRqBUaPDXx6sG7Y9caAol3Qv+zu/gDrtMSC1DCYbLqbna8tNbx1XKsgYKSzuAWDay4EV2dMOyoAlWk0QsrLOjD6hFvSSVDOojLA/wPmLDgWJzqfR/OIxSxnNBoCWBACjMUXEuqQLKtcesjN12vX7vXpLD08FbZ4dqZnW8gXHtbGflRHHt8u9Hvd9J3Vfa8368Wsf1P7R3a/nFXXVVWvVjnt19u0Cd1DbWXWLOGQ7IaTjhiHGXHhc5RESTqOsnEy28dpmeVlmh7Rzy/y6ViJagEAAA==";

test("a subscription request decodes back to the same sorted JSON", () => {
  const json = paymentRequestJson({
    recipientAcct: "dana",
    address: "888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H",
    monthlyAtomic: monthlyFromPrice(3858),
    createdAt: "2025-01-02T03:04:05.678Z",
    offsetMinutes: 0,
  });
  const { bytes, text } = decode(encodePaymentRequest(json));
  assert.equal(text, json);
  // An independent decoder (zlib) agrees.
  assert.equal(zlibGunzip(bytes).toString("utf8"), json);
  const parsed = JSON.parse(text) as Record<string, unknown>;
  assert.deepEqual(Object.keys(parsed), [...Object.keys(parsed)].sort());
  assert.equal(parsed.amount, "0.01");
  assert.equal(parsed.custom_label, "Subscription to @dana");
  assert.equal(parsed.start_date, "2025-01-02T03:04:05.678+00:00");
});

test("gzip header: deflate, no name, mtime 0, XFL 2 (level 9), OS 3", () => {
  const { bytes } = decode(encodePaymentRequest("{}"));
  assert.deepEqual([...bytes.subarray(0, 10)], [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 3]);
});

test("the code is stable, base64 with padding, and reads the standard's example", () => {
  const json = sortedJson(STANDARD_EXAMPLE);
  const code = encodePaymentRequest(json);
  assert.equal(encodePaymentRequest(json), code);
  assert.match(code.slice(PAYMENT_REQUEST_PREFIX.length), /^[A-Za-z0-9+/]+={0,2}$/);
  assert.equal(code.slice(PAYMENT_REQUEST_PREFIX.length).length % 4, 0);
  // mitra-web's published code (pako) decodes to exactly the JSON we build.
  assert.equal(decode(STANDARD_CODE).text, json);
  assert.equal(decode(code).text, json);
});
