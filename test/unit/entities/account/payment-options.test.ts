import { test } from "node:test";
import assert from "node:assert/strict";
import type { Instance } from "../../../../src/api/types";
import { installJsdom } from "../../support/jsdom";
import { hasCoinFields } from "../../../../src/entities/account/coin-labels";
import { coinOfLabel, coinOptions, htmlToText, paymentLinks, subscriptionLink } from "../../../../src/entities/account/payment-options";

// Field values are read by the browser's HTML parser (htmlToText).
installJsdom();

test("labels are $ plus a code, any case, untrimmed; Lightning has its own labels", () => {
  for (const code of ["BTC", "BCH", "DASH", "DOGE", "ETH", "LTC", "XMR", "ZEC"]) {
    assert.equal(coinOfLabel(`$${code}`), code);
    assert.equal(coinOfLabel(`$${code.toLowerCase()}`), code);
  }
  assert.equal(coinOfLabel(" $BTC"), null);
  assert.equal(coinOfLabel("$BTC "), null);
  assert.equal(coinOfLabel("BTC"), null);
  assert.equal(coinOfLabel("$LN"), null);
  assert.equal(coinOfLabel("$ABC"), null);
  assert.equal(coinOfLabel("⚡"), "LN");
  assert.equal(coinOfLabel("Lightning Address"), "LN");
  assert.equal(coinOfLabel("LUD16"), "LN");
});

test("a post card offers the payment widget only when a field names a coin", () => {
  assert.equal(hasCoinFields([{ name: "Website" }, { name: "$xmr" }]), true);
  assert.equal(hasCoinFields([{ name: "⚡" }]), true);
  assert.equal(hasCoinFields([{ name: "Website" }, { name: "$LN" }, { name: " $BTC" }]), false);
  assert.equal(hasCoinFields(undefined), false);
});

test("one option per coin, first field wins, address is the value's text trimmed", () => {
  const options = coinOptions([
    { name: "Website", value: '<a href="https://x.example">x.example</a>' },
    { name: "$XMR", value: " 888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H " },
    { name: "$xmr", value: "second" },
    { name: "$BTC", value: "bc1qdemo" },
    { name: "lud16", value: "alice@getalby.example" },
    { name: "$ETH", value: "" },
  ]);
  assert.deepEqual(options.map((o) => o.code), ["XMR", "BTC", "LN"]);
  assert.equal(options[0].address.startsWith("888tNk"), true);
  assert.equal(options[0].uri, `monero:${options[0].address}`);
  assert.equal(options[1].uri, "bitcoin:bc1qdemo");
  assert.equal(options[2].uri, "lightning:alice@getalby.example");
});

test("addresses that already carry the scheme keep it; odd characters get no link", () => {
  const [bch, bad] = coinOptions([
    { name: "$BCH", value: "bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a" },
    { name: "$DOGE", value: "javascript:alert(1) <b>x</b>" },
  ]);
  assert.equal(bch.uri, "bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a");
  assert.equal(bad.uri, null);
  assert.equal(bad.address, "javascript:alert(1) x");
});

test("HTML values become text", () => {
  assert.equal(htmlToText("<p>a &amp; b &lt;c&gt; &#65;&#x42; &quot;</p>"), 'a & b <c> AB "');
  // Every named entity, not a few.
  assert.equal(htmlToText("caf&eacute;&nbsp;&hellip;"), "caf\u00e9\u00a0\u2026");
});

test("payment links: web links only, without the legacy subscription link", () => {
  const links = paymentLinks({
    payment_options: [
      { type: "link", name: "Ko-fi", href: "https://ko-fi.example/lena" },
      { type: "link", name: "MoneroSubscription", href: "https://remote.example/sub" },
      { type: "link", name: "Bad", href: "javascript:alert(1)" },
      { type: "monero-subscription", chain_id: "monero:x", price: 1 },
    ],
  });
  assert.deepEqual(links, [{ name: "Ko-fi", href: "https://ko-fi.example/lena" }]);
});

const on = { blockchains: [{ features: { subscriptions: true } }] } as unknown as Instance;
const off = { blockchains: [{ features: { subscriptions: false } }] } as unknown as Instance;

test("subscribe: a local Monero option needs the instance flag; a remote one does not; legacy links open outside", () => {
  const local = { payment_options: [{ type: "monero-subscription" as const, chain_id: "monero:x", price: 3858 }] };
  assert.deepEqual(subscriptionLink(local, on), { kind: "page" });
  assert.equal(subscriptionLink(local, off), null);
  const remote = { payment_options: [{ type: "monero-subscription" as const, chain_id: "monero:x", price: 3858, object_id: "https://r.example/o" }] };
  assert.deepEqual(subscriptionLink(remote, off), { kind: "page" });
  const legacy = { payment_options: [{ type: "link" as const, name: "MoneroSubscription", href: "https://r.example/sub" }] };
  assert.deepEqual(subscriptionLink(legacy, off), { kind: "external", href: "https://r.example/sub" });
  assert.equal(subscriptionLink({ payment_options: [{ type: "link", name: "Ko-fi", href: "https://k.example" }] }, on), null);
});
