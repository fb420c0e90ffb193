// The payment widget on post cards (web: CryptoAddress): a coin button only on posts whose author lists coin
// addresses, loaded when opened; one button per coin toggling its address with a copy button and a wallet link, and
// "Subscribe" next to Monero when the author sells subscriptions. Read-only: no reset needed.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { MONERO_DEMO } from "../../scripts/demo/seed";
import { startHarness, type Harness } from "./harness";

let h: Harness;
before(async () => {
  h = await startHarness({ staticDir: process.env.E2E_STATIC_DIR });
});
after(async () => {
  await h?.close();
});

test("a coin button on an author's posts opens the widget: coins, address, copy, wallet link, Subscribe next to Monero", async () => {
  const page = await h.newPage();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: h.url });
  await h.signInAs(page, "bob");
  const widgetFiles: string[] = [];
  page.on("request", (r) => {
    if (/PaymentWidget/.test(r.url())) widgetFiles.push(r.url());
  });
  await page.goto(`${h.url}/@alice`);
  const post = page.getByRole("region", { name: "Posts", exact: true }).getByRole("article").first();
  const trigger = post.getByRole("button", { name: "Payment options" });
  await trigger.waitFor();
  assert.equal(await trigger.getAttribute("aria-expanded"), "false");
  assert.deepEqual(widgetFiles, [], "the widget loads only when opened");
  await trigger.click();
  const widget = post.getByRole("group", { name: "Payment options" });
  await widget.waitFor();
  assert.equal(widgetFiles.length, 1);
  assert.equal(await trigger.getAttribute("aria-expanded"), "true");
  assert.equal(await widget.getByRole("link", { name: "Subscribe" }).getAttribute("href"), "/@alice/subscription");
  const xmr = widget.getByRole("button", { name: "XMR Monero" });
  await xmr.click();
  assert.equal(await xmr.getAttribute("aria-expanded"), "true");
  const address = widget.getByRole("textbox", { name: "Monero" });
  assert.equal(await address.inputValue(), MONERO_DEMO.address);
  assert.equal(await address.getAttribute("readonly"), "");
  assert.equal(await widget.getByRole("link", { name: "Pay with Monero" }).getAttribute("href"), `monero:${MONERO_DEMO.address}`);
  await widget.getByRole("button", { name: "Copy Monero address" }).click();
  await page.getByRole("status").getByText("Copied to the clipboard").waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), MONERO_DEMO.address);
  // The coin button hides the address again; Escape closes the widget and gives the focus back.
  await xmr.click();
  assert.equal(await address.count(), 0);
  await xmr.focus();
  await page.keyboard.press("Escape");
  await widget.waitFor({ state: "detached" });
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "Payment options");
});

test("another coin without subscriptions; no coin button for authors without coin fields", async () => {
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  await page.goto(`${h.url}/@dana`);
  const post = page.getByRole("region", { name: "Posts", exact: true }).getByRole("article").first();
  await post.getByRole("button", { name: "Payment options" }).click();
  const widget = post.getByRole("group", { name: "Payment options" });
  await widget.getByRole("button", { name: "BTC Bitcoin" }).click();
  assert.equal(await widget.getByRole("textbox", { name: "Bitcoin" }).inputValue(), "bc1qdemo0dana0address0x7k2");
  assert.equal(await widget.getByRole("link", { name: "Pay with Bitcoin" }).getAttribute("href"), "bitcoin:bc1qdemo0dana0address0x7k2");
  await page.goto(`${h.url}/@bob`);
  const posts = page.getByRole("region", { name: "Posts", exact: true }).getByRole("article");
  await posts.first().waitFor();
  assert.equal(await page.getByRole("button", { name: "Payment options" }).count(), 0);
});
