// test-seconds: 93
// Paid subscriptions against the demo instance: a visitor finds their profile and opens an invoice; the invoice
// follows the server (open → paid → completed, moved on by the test control); cancel; reload restores it; extend;
// subscription settings; granting access by hand; and each error message. Every test changes state: reset first.
import { after, before, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { gunzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { startHarness, type Harness } from "./harness";

let h: Harness;
before(async () => {
  h = await startHarness({ staticDir: process.env.E2E_STATIC_DIR });
});
after(() => h?.close());
beforeEach(() => h.resetDemo());

// The panel polls every 10 s; give a status change one poll and some slack.
const POLL = { timeout: 25_000 };

async function idOf(acct: string): Promise<string> {
  return ((await h.apiAs(null)("GET", `/api/v1/accounts/lookup?acct=${encodeURIComponent(acct)}`)).body as { id: string }).id;
}

async function advance(invoiceId: string): Promise<void> {
  const response = await fetch(`${h.url}/__test__/invoices/${invoiceId}/advance`, { method: "POST" });
  assert.equal(response.status, 200);
}

async function openAs(username: string | null, path: string): Promise<Page> {
  const page = await h.newPage();
  if (username) {
    await h.signInAs(page, username);
    await page.getByRole("navigation", { name: "Main" }).waitFor();
  }
  await page.goto(path);
  await page.getByRole("heading", { name: "Subscription", level: 1 }).waitFor();
  return page;
}

const panel = (page: Page) => page.locator(".invoice-panel");
const invoiceStatus = (page: Page) => panel(page).getByRole("status");
const invoiceIdInUrl = (page: Page) => new URL(page.url()).searchParams.get("invoice_id");

/** Clicks Pay (or Extend) and returns the new invoice's id from the address bar. */
async function pay(page: Page, label: "Pay" | "Extend" = "Pay"): Promise<string> {
  await page.getByRole("button", { name: label, exact: true }).click();
  await invoiceStatus(page).getByText(/Waiting for payment \(\d+ minutes left\)/).waitFor();
  await page.waitForURL(/invoice_id=/);
  return invoiceIdInUrl(page)!;
}

test("a visitor finds their profile and opens an invoice with address, QR code and payment request", async () => {
  const page = await openAs(null, "/@dana/subscription");
  const participants = page.locator(".participants");
  assert.match(await participants.innerText(), /You/);
  await page.getByText("0.01 XMR per month").waitFor();
  assert.equal(await page.getByRole("button", { name: "Pay", exact: true }).count(), 0, "no payment before the payer is known");

  await page.getByLabel("Your username or fediverse address").fill("@bob");
  await page.getByRole("button", { name: "Find profile" }).click();
  await participants.getByText("Bob", { exact: false }).first().waitFor();
  await page.getByText("You are not subscribed yet").waitFor();
  await page.getByRole("button", { name: "Edit amount: 0.01 XMR" }).waitFor();
  // The search gave its place to the payment form: the focus is in it.
  await page.waitForFunction(() => document.activeElement?.matches(".payment-form input"));

  const invoiceId = await pay(page);
  const invoice = (await h.apiAs(null)("GET", `/api/v1/subscriptions/invoices/${invoiceId}`)).body;
  assert.equal(invoice.sender_id, await idOf("bob"));
  assert.equal(invoice.recipient_id, await idOf("dana"));
  assert.equal(invoice.amount, 10_000_000_000);
  await panel(page).getByText("Please send 0.01 XMR to this address:").waitFor();
  const link = panel(page).locator("a.payment-address");
  assert.equal(await link.innerText(), invoice.payment_address);
  assert.equal(await link.getAttribute("href"), `monero:${invoice.payment_address}?tx_amount=0.01`);
  await panel(page).getByRole("img", { name: "QR code of the payment link" }).waitFor();
  assert.equal(await page.getByRole("button", { name: "Pay", exact: true }).count(), 0, "the form hides while an invoice shows");

  await panel(page).getByRole("button", { name: "Show additional payment information" }).click();
  const codeBox = panel(page).getByLabel("Payment request code");
  await page.waitForFunction(() => (document.querySelector(".payment-request textarea") as HTMLTextAreaElement | null)?.value.startsWith("monero-request:1:"));
  const code = await codeBox.inputValue();
  const json = JSON.parse(gunzipSync(Buffer.from(code.slice("monero-request:1:".length), "base64")).toString("utf8"));
  assert.deepEqual(Object.keys(json), Object.keys(json).sort());
  assert.equal(json.custom_label, "Subscription to @dana");
  assert.equal(json.sellers_wallet, invoice.payment_address);
  assert.equal(json.amount, "0.01");
  assert.equal(json.currency, "XMR");
  assert.equal(json.payment_id, "0000000000000000");
  assert.equal(json.days_per_billing_cycle, 30);
  assert.equal(json.number_of_payments, 0);
  assert.equal(Date.parse(json.start_date), Date.parse(invoice.created_at));

  // The visitor reloads: the invoice (and who pays it) comes back from the address bar.
  await page.reload();
  await invoiceStatus(page).getByText(/Waiting for payment/).waitFor();
  await participants.getByText("Bob", { exact: false }).first().waitFor();
});

test("the invoice moves open → paid → completed and the panel follows; OK closes it", async () => {
  const page = await openAs("bob", "/@dana/subscription");
  const invoiceId = await pay(page);
  assert.ok(await page.evaluate((key) => localStorage.getItem(key), `mitra.v1.invoice_${await idOf("dana")}`));

  await advance(invoiceId);
  await invoiceStatus(page).getByText("Processing payment").waitFor(POLL);
  assert.equal(await panel(page).getByRole("button", { name: "Cancel payment" }).count(), 0, "cancel only while open");
  assert.equal(await panel(page).getByRole("button", { name: "OK" }).count(), 0);
  await advance(invoiceId);
  await invoiceStatus(page).getByText("Payment completed").waitFor(POLL);
  await page.getByText(/Subscription active until/).waitFor();

  await panel(page).getByRole("button", { name: "OK" }).click();
  await panel(page).waitFor({ state: "detached" });
  assert.equal(invoiceIdInUrl(page), null);
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), `mitra.v1.invoice_${await idOf("dana")}`), null);
  await page.getByRole("button", { name: "Extend", exact: true }).waitFor();
});

test("cancel an open invoice", async () => {
  const page = await openAs("bob", "/@dana/subscription");
  const invoiceId = await pay(page);
  // The invoice took the form's place, and the focus with it; cancelling gives it back to the form.
  await page.waitForFunction(() => document.activeElement?.matches(".invoice-panel h2"));
  await panel(page).getByRole("button", { name: "Cancel payment" }).click();
  await panel(page).waitFor({ state: "detached" });
  await page.waitForFunction(() => document.activeElement?.matches(".payment-form input"));
  assert.equal(invoiceIdInUrl(page), null);
  const invoice = (await h.apiAs(null)("GET", `/api/v1/subscriptions/invoices/${invoiceId}`)).body;
  assert.equal(invoice.status, "cancelled");
  await page.getByRole("button", { name: "Pay", exact: true }).waitFor();
  // A cancelled invoice is not restored.
  await page.goto(`/@dana/subscription?invoice_id=${invoiceId}`);
  await page.getByRole("button", { name: "Pay", exact: true }).waitFor();
  assert.equal(await panel(page).count(), 0);
});

test("reload restores the open invoice from local storage", async () => {
  const page = await openAs("bob", "/@dana/subscription");
  const invoiceId = await pay(page);
  // Without the query: local storage remembers the invoice for this recipient.
  await page.goto("/@dana/subscription");
  await invoiceStatus(page).getByText(/Waiting for payment/).waitFor();
  await panel(page).getByRole("button", { name: "Cancel payment" }).waitFor();
  // Another payer's invoice in the address bar is not shown to Carol.
  const carol = await openAs("carol", `/@dana/subscription?invoice_id=${invoiceId}`);
  await carol.getByRole("button", { name: "Pay", exact: true }).waitFor();
  assert.equal(await panel(carol).count(), 0);
});

test("extend an active subscription", async () => {
  const [bob, alice] = [await idOf("bob"), await idOf("alice")];
  const before = (await h.apiAs(null)("GET", `/api/v1/subscriptions/find?sender_id=${bob}&recipient_id=${alice}`)).body;
  const page = await openAs("bob", "/@alice/subscription");
  await page.getByText(/Subscription active until/).waitFor();
  await page.getByLabel("Duration").fill("2");
  await page.getByRole("button", { name: "Edit amount: 0.02 XMR" }).waitFor();
  const invoiceId = await pay(page, "Extend");
  await advance(invoiceId);
  await advance(invoiceId);
  await invoiceStatus(page).getByText("Payment completed").waitFor(POLL);
  const afterwards = (await h.apiAs(null)("GET", `/api/v1/subscriptions/find?sender_id=${bob}&recipient_id=${alice}`)).body;
  const added = (Date.parse(afterwards.expires_at) - Date.parse(before.expires_at)) / 86_400_000;
  assert.ok(added > 59 && added < 61, `extended by ${added} days`);
});

test("duration and amount: clamped, editable from each other, and Pay needs the minimum", async () => {
  const page = await openAs("bob", "/@dana/subscription");
  const duration = page.getByLabel("Duration");
  await duration.fill("5000");
  assert.equal(await duration.inputValue(), "1000");
  await page.getByRole("button", { name: "Edit amount: 10 XMR" }).click();
  const amount = page.getByLabel("Amount");
  assert.equal(await amount.inputValue(), "10");
  await amount.fill("0.015");
  await page.getByRole("button", { name: "Edit duration: 1.5 months" }).waitFor();
  await amount.fill("0.0005");
  assert.equal(await page.getByRole("button", { name: "Pay", exact: true }).isDisabled(), true);
  await page.getByText("The minimum payment is 0.001 XMR.").waitFor();
  await amount.fill("0");
  assert.equal(await page.getByRole("button", { name: "Pay", exact: true }).isDisabled(), true);
  await amount.fill("0.001");
  assert.equal(await page.getByRole("button", { name: "Pay", exact: true }).isDisabled(), false);
});

test("enable subscriptions in settings with a price, then see it on the subscription page", async () => {
  const page = await h.newPage();
  await h.signInAs(page, "carol");
  await page.getByRole("navigation", { name: "Main" }).waitFor();
  await page.goto("/subscriptions/settings");
  await page.getByRole("heading", { name: "Manage subscriptions", level: 1 }).waitFor();
  await page.getByText("Subscriptions are not enabled").waitFor();
  const price = page.getByLabel("Price (XMR per month)");
  assert.equal(await price.inputValue(), "0.01", "the form opens by itself, at the default price");
  const enable = page.getByRole("button", { name: "Enable subscriptions" });
  await price.fill("0");
  await page.getByText("Enter a price greater than zero.").waitFor();
  assert.equal(await enable.isDisabled(), true);
  await price.fill("0.05");
  assert.equal(await enable.isDisabled(), true, "a payout address is needed");
  await page.getByLabel("Payout address").fill("44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A");

  // A failed save shows the server's message inline.
  await h.injectFault("POST /api/v1/subscriptions/options", "500");
  await enable.click();
  await page.getByRole("alert").getByText("Something went wrong. Please try again.").waitFor();
  // Busy while saving, never disabled: the focus stays on the button for another try.
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Enable subscriptions");

  await enable.click();
  await page.getByText("Subscriptions are enabled").waitFor();
  await page.getByText("0.05 XMR per month").waitFor();
  await page.getByText("0 subscribers").waitFor();
  const option = (await h.apiAs("carol")("GET", "/api/v1/subscriptions/options")).body[0];
  assert.equal(option.price, 19290); // floor(0.05 XMR / 2592000 s)
  assert.equal(await page.getByLabel("Price (XMR per month)").count(), 0, "the form closes after saving");
  // The form and the Edit button take each other's place, and the focus with them.
  const edit = page.getByRole("button", { name: "Edit settings" });
  await page.waitForFunction(() => document.activeElement?.textContent === "Edit settings");
  await edit.click();
  await page.waitForFunction(() => document.activeElement === document.querySelector(".subscription-settings-form input"));
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.waitForFunction(() => document.activeElement?.textContent === "Edit settings");

  await page.locator(".subscription-settings-summary a").click();
  await page.waitForURL(/\/@carol\/subscription$/);
  await page.getByText("0.05 XMR per month").waitFor();
  const visitor = await openAs(null, "/@carol/subscription");
  await visitor.getByText("0.05 XMR per month").waitFor();
});

test("grant a subscription to a follower; a non-follower gets the server's message", async () => {
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  await page.getByRole("navigation", { name: "Main" }).waitFor();
  await page.goto(`/subscriber/${await idOf("carol")}`);
  await page.getByRole("heading", { name: "Subscriber details", level: 1 }).waitFor();
  await page.getByText("Not subscribed yet").waitFor();
  await page.getByLabel("Duration").fill("2");
  await page.getByLabel("Unit").selectOption("months");
  await page.getByRole("button", { name: "Grant" }).click();
  await page.getByText(/^Subscription expires on/).waitFor();
  await page.getByText("Subscription access granted").waitFor();
  await page.waitForFunction(() => document.activeElement === document.querySelector(".grant-form input"));
  const sub = (await h.apiAs(null)("GET", `/api/v1/subscriptions/find?sender_id=${await idOf("carol")}&recipient_id=${await idOf("alice")}`)).body;
  const days = (Date.parse(sub.expires_at) - Date.now()) / 86_400_000;
  assert.ok(days > 59 && days < 61, `granted ${days} days`);

  await page.goto(`/subscriber/${await idOf("frank")}`);
  await page.getByText("Not subscribed yet").waitFor();
  await page.getByLabel("Unit").selectOption("days");
  await page.getByRole("button", { name: "Grant" }).click();
  await page.getByRole("alert").getByText("account should be either follower or subscriber").waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Grant");

  // An expired subscription reads as expired; errors other than "not found" are shown.
  await page.goto(`/subscriber/${await idOf("grace")}`);
  await page.getByText(/^Subscription expired on/).waitFor();
  await h.injectFault("GET /api/v1/subscriptions/find", "500");
  await page.goto(`/subscriber/${await idOf("bob")}`);
  await page.getByRole("alert").getByText("Something went wrong. Please try again.").waitFor();
});

test("error messages: profile not found, too many requests, failed invoice, unsupported type", async () => {
  const page = await openAs(null, "/@dana/subscription");
  const input = page.getByLabel("Your username or fediverse address");
  const find = page.getByRole("button", { name: "Find profile" });
  await input.fill("nobody-here");
  await find.click();
  await page.getByRole("alert").getByText("Profile not found").waitFor();
  await input.fill("@dana"); // the recipient cannot pay themselves
  await find.click();
  await page.getByRole("alert").getByText("Profile not found").waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Find profile");
  // The real server rate-limits visitors' resolving searches with a JSON 429.
  await page.route("**/api/v1/accounts/search**", (route) =>
    route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ error: "retry in 12.34s" }) }),
  );
  await input.fill("bob");
  await find.click();
  await page.getByRole("alert").getByText("Too many requests").waitFor();

  const bob = await openAs("bob", "/@dana/subscription");
  await h.injectFault("POST /api/v1/subscriptions/invoices", "500");
  await bob.getByRole("button", { name: "Pay", exact: true }).click();
  await bob.getByText("Could not create the invoice: Something went wrong. Please try again.").waitFor();
  assert.equal(await bob.evaluate(() => document.activeElement?.textContent), "Pay");
  assert.equal(await panel(bob).count(), 0);

  const settings = await h.newPage();
  await h.signInAs(settings, "alice");
  await settings.getByRole("navigation", { name: "Main" }).waitFor();
  await settings.route("**/api/v1/subscriptions/options", (route) =>
    route.request().method() === "GET"
      ? route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify([{ type: "monero-light", view_key: "k" }]) })
      : route.continue(),
  );
  await settings.goto("/subscriptions/settings");
  await settings.getByRole("alert").getByText(/Subscriptions of type “monero-light” are not supported/).waitFor();
});

test("the invoice panel downloads only once there is an invoice; a lost download says so and Try again shows it", async () => {
  const panelChunk = /\/chunks\/InvoicePanel-[^/]+\.js(\?\d+)?$/;
  const page = await h.newPage();
  const asked: string[] = [];
  page.on("request", (r) => panelChunk.test(new URL(r.url()).pathname) && asked.push(r.url()));
  await page.route(panelChunk, (route) => route.abort());
  await h.signInAs(page, "bob");
  await page.getByRole("navigation", { name: "Main" }).waitFor();
  await page.goto("/@dana/subscription");
  await page.getByRole("button", { name: "Pay", exact: true }).waitFor();
  assert.deepEqual(asked, [], "the first screen has no invoice, so no invoice panel");

  await page.getByRole("button", { name: "Pay", exact: true }).click();
  const failed = page.getByRole("alert").filter({ hasText: "Could not load the invoice. Check your connection and try again." });
  await failed.waitFor();
  await page.waitForURL(/invoice_id=/);
  assert.equal(await page.getByRole("button", { name: "Pay", exact: true }).count(), 0, "the invoice is open: no second one");

  await page.unroute(panelChunk);
  await failed.getByRole("button", { name: "Try again" }).click();
  await invoiceStatus(page).getByText(/Waiting for payment \(\d+ minutes left\)/).waitFor();
  await panel(page).getByRole("img", { name: "QR code of the payment link" }).waitFor();
});
