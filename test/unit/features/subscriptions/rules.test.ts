import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import type { Account, Instance, Invoice } from "../../../../src/api/types";
import { matchPayer, normalizeAcct } from "../../../../src/features/subscriptions/find-profile";
import { canCancel, canDismiss, expectsPayment, invoicePhase, minutesLeft } from "../../../../src/features/subscriptions/invoice-phase";
import { isRestorable, keepsPolling } from "../../../../src/features/subscriptions/invoice-status";
import { forgetInvoiceId, invoiceIdFromQuery, loadInvoiceId, saveInvoiceId } from "../../../../src/features/subscriptions/invoice-storage";
import { qrPath } from "../../../../src/features/subscriptions/qr-path";
import { formatDateTime, subscriptionState } from "../../../../src/features/subscriptions/subscription-state";
import { offerMinimum, recipientOffer } from "../../../../src/features/subscriptions/subscription-option";
import { moneroOption, UnsupportedSubscriptionType } from "../../../../src/features/subscriptions/settings-actions";

const CHAIN = "monero:418015bb9ae982a1975da7d79277c270";
const account = (id: string, acct: string, extra: Partial<Account> = {}) =>
  ({ id, acct, username: acct.split("@")[0], display_name: acct, payment_options: [], ...extra }) as unknown as Account;
const instance = (subscriptions: boolean, min?: number) =>
  ({
    uri: "social.example",
    blockchains: [{ chain_id: CHAIN, chain_metadata: min === undefined ? {} : { payment_amount_min: min }, features: { subscriptions } }],
  }) as unknown as Instance;
const moneroPayment = (extra: Record<string, unknown> = {}) => ({ type: "monero-subscription", chain_id: CHAIN, price: 3858, amount_min: 2_000_000_000, ...extra });

test("find-profile strips a leading @ and needs the exact acct, never the recipient", () => {
  const dana = account("d", "dana");
  const bob = account("b", "bob");
  const bobby = account("b2", "bobby");
  const lena = account("l", "lena@fedi.example");
  assert.equal(normalizeAcct("  @bob "), "bob");
  assert.equal(matchPayer([bobby, bob], "@bob", "d"), bob);
  assert.equal(matchPayer([bobby], "bob", "d"), null); // a near match is not a match
  assert.equal(matchPayer([lena], "lena@fedi.example", "d"), lena);
  assert.equal(matchPayer([lena], "LENA@fedi.example", "d"), lena);
  assert.equal(matchPayer([bob], "bob@social.example", "d", "social.example"), bob); // a local user's full address
  assert.equal(matchPayer([bob], "bob@other.example", "d", "social.example"), null);
  assert.equal(matchPayer([dana], "dana", "d"), null); // the recipient cannot pay themselves
  assert.equal(matchPayer([], "bob", "d"), null);
  assert.equal(matchPayer([bob], "  @ ", "d"), null);
});

test("invoice statuses: what the panel says and allows", () => {
  assert.equal(invoicePhase("requested"), "requested");
  assert.equal(invoicePhase("open"), "open");
  assert.equal(invoicePhase("underpaid"), "underpaid");
  for (const s of ["paid", "forwarded", "failed"] as const) assert.equal(invoicePhase(s), "processing");
  for (const s of ["completed", "timeout", "cancelled"] as const) assert.equal(invoicePhase(s), s);
  const all = ["requested", "open", "paid", "forwarded", "underpaid", "completed", "timeout", "cancelled", "failed"] as const;
  assert.deepEqual(all.filter(canCancel), ["open"]);
  assert.deepEqual(all.filter(canDismiss), ["completed", "timeout", "cancelled"]);
  assert.deepEqual(all.filter(expectsPayment), ["open", "underpaid"]);
  assert.deepEqual(all.filter((s) => !keepsPolling(s)), ["completed", "cancelled"]);
});

test("minutes left are rounded and go negative after expiry", () => {
  const now = Date.parse("2025-01-01T12:00:00Z");
  assert.equal(minutesLeft("2025-01-01T16:00:00Z", now), 240);
  assert.equal(minutesLeft("2025-01-01T12:10:29Z", now), 10);
  assert.equal(minutesLeft("2025-01-01T12:10:31Z", now), 11);
  assert.equal(minutesLeft("2025-01-01T11:55:00Z", now), -5);
});

test("a remembered invoice is restored only for the same payer and recipient, and only while still going", () => {
  const inv = (status: Invoice["status"]) => ({ sender_id: "s", recipient_id: "r", status });
  assert.equal(isRestorable(inv("open"), "s", "r"), true);
  assert.equal(isRestorable(inv("paid"), "s", "r"), true);
  assert.equal(isRestorable(inv("timeout"), "s", "r"), true);
  assert.equal(isRestorable(inv("completed"), "s", "r"), false);
  assert.equal(isRestorable(inv("cancelled"), "s", "r"), false);
  assert.equal(isRestorable(inv("open"), "other", "r"), false);
  assert.equal(isRestorable(inv("open"), "s", "other"), false);
  assert.equal(isRestorable(inv("open"), null, "r", true), true); // a visitor's own invoice, opened in this browser
  assert.equal(isRestorable(inv("open"), null, "r"), false); // an invoice id from a link never names the visitor
  assert.equal(isRestorable(inv("open"), "other", "r", true), false);
});

class MemoryStorage {
  private map = new Map<string, string>();
  get length() { return this.map.size; }
  key(i: number) { return [...this.map.keys()][i] ?? null; }
  getItem(k: string) { return this.map.get(k) ?? null; }
  setItem(k: string, v: string) { this.map.set(k, v); }
  removeItem(k: string) { this.map.delete(k); }
  clear() { this.map.clear(); }
}

beforeEach(() => {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
});

test("the invoice id is stored per recipient and read from the query", () => {
  saveInvoiceId("r1", "inv-1");
  saveInvoiceId("r2", "inv-2");
  assert.equal(loadInvoiceId("r1"), "inv-1");
  assert.equal(loadInvoiceId("r2"), "inv-2");
  assert.ok(localStorage.getItem("mitra.v1.invoice_r1"));
  forgetInvoiceId("r1");
  assert.equal(loadInvoiceId("r1"), null);
  localStorage.setItem("mitra.v1.invoice_r3", "{broken");
  assert.equal(loadInvoiceId("r3"), null);
  assert.equal(invoiceIdFromQuery("?invoice_id=abc"), "abc");
  assert.equal(invoiceIdFromQuery("invoice_id=abc&x=1"), "abc");
  assert.equal(invoiceIdFromQuery(""), null);
  assert.equal(invoiceIdFromQuery("?invoice_id="), null);
});

test("what a recipient offers", () => {
  const dana = account("d", "dana", { payment_options: [moneroPayment()] } as Partial<Account>);
  assert.deepEqual(recipientOffer(dana, instance(true), false), { kind: "monero", chainId: CHAIN, price: 3858, amountMin: 2_000_000_000 });
  // Local options count only with the instance feature on.
  assert.deepEqual(recipientOffer(dana, instance(false), true), { kind: "none" });
  assert.deepEqual(recipientOffer(account("b", "bob"), instance(true), true), { kind: "none" });
  const remote = account("l", "lena@fedi.example", { payment_options: [moneroPayment({ object_id: "https://fedi.example/p/1" })] } as Partial<Account>);
  assert.equal(recipientOffer(remote, instance(false), true).kind, "monero");
  assert.deepEqual(recipientOffer(remote, instance(true), false), { kind: "none" }); // visitors: no remote offers
  const noPrice = account("d", "dana", { payment_options: [moneroPayment({ price: 0 })] } as Partial<Account>);
  assert.deepEqual(recipientOffer(noPrice, instance(true), true), { kind: "unavailable" });
  const eth = account("d", "dana", { payment_options: [moneroPayment({ chain_id: "eip155:1" })] } as Partial<Account>);
  assert.deepEqual(recipientOffer(eth, instance(true), true), { kind: "unsupported", type: "eip155" });
});

test("the minimum payment comes from the default chain, else the offer, else 0.001 XMR", () => {
  const offer = { chainId: CHAIN, amountMin: 2_000_000_000 };
  assert.equal(offerMinimum(offer, instance(true, 5_000_000_000)), 5_000_000_000n);
  assert.equal(offerMinimum(offer, instance(true)), 2_000_000_000n);
  assert.equal(offerMinimum({ chainId: CHAIN, amountMin: null }, instance(true)), 1_000_000_000n);
  assert.equal(offerMinimum({ chainId: "monero:other", amountMin: null }, instance(true, 5_000_000_000)), 1_000_000_000n);
});

test("only Monero subscription options are handled; another type is a clear error", () => {
  assert.equal(moneroOption([]), null);
  const monero = { type: "monero", chain_id: CHAIN, price: 3858, payout_address: "4abc" };
  assert.equal(moneroOption([monero]), monero);
  assert.throws(() => moneroOption([{ type: "monero-light", view_key: "k" }]), (e: unknown) => e instanceof UnsupportedSubscriptionType && e.type === "monero-light");
});

test("subscription state: active while the expiry is ahead", () => {
  const now = Date.parse("2025-06-01T00:00:00Z");
  assert.equal(subscriptionState(null, now), "none");
  assert.equal(subscriptionState({ expires_at: "2025-07-01T00:00:00Z" }, now), "active");
  assert.equal(subscriptionState({ expires_at: "2025-05-01T00:00:00Z" }, now), "expired");
  assert.match(formatDateTime("2025-07-01T00:00:00Z", "en"), /2025/);
  assert.equal(formatDateTime("not a date", "en"), "not a date");
});

test("QR modules become one path, a rectangle per dark run", () => {
  assert.equal(qrPath([[true, true, false], [false, true, true]]), "M0 0h2v1h-2zM1 1h2v1h-2z");
  assert.equal(qrPath([[false]]), "");
});
