import { test } from "node:test";
import assert from "node:assert/strict";
import {
  atomFeedUrl,
  galleryVisible,
  sellsSubscriptions,
  showsStats,
  subscriptionLink,
  visibleFields,
} from "../../../../src/features/profile/profile-rules";
import type { Instance } from "../../../../src/api/types";

const on = { blockchains: [{ features: { subscriptions: true } }] } as unknown as Instance;
const off = { blockchains: [{ features: { subscriptions: false } }] } as unknown as Instance;

test("identity proofs come first and the list is cut to 10", () => {
  const f = (name: string) => ({ name, value: name });
  const fields = visibleFields({ identity_proofs: [f("Key"), f("$ETH")], fields: Array.from({ length: 12 }, (_, i) => f(`f${i}`)) });
  assert.equal(fields.length, 10);
  assert.deepEqual(fields.slice(0, 3).map((x) => x.name), ["Key", "$ETH", "f0"]);
});

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

test("Atom feed, stats, gallery visibility, subscriber details", () => {
  assert.equal(atomFeedUrl("https://api.example", "alice"), "https://api.example/feeds/users/alice");
  assert.equal(showsStats({ username: "alice", acct: "alice" }), true);
  assert.equal(showsStats({ username: "lena", acct: "lena@fedi.example" }), false);
  assert.equal(galleryVisible({ username: "lena", acct: "lena@fedi.example" }, false), false);
  assert.equal(galleryVisible({ username: "lena", acct: "lena@fedi.example" }, true), true);
  assert.equal(galleryVisible({ username: "alice", acct: "alice" }, false), true);
  assert.equal(sellsSubscriptions(null), false);
  assert.equal(sellsSubscriptions({ payment_options: [{ type: "monero-subscription", chain_id: "c", price: 1 }] }), true);
});
