import { test } from "node:test";
import assert from "node:assert/strict";
import { galleryVisible, showsStats, visibleFields } from "../../../../src/features/profile/profile-rules";
import { atomFeedUrl, sellsSubscriptions } from "../../../../src/features/profile/menu-rules";

test("identity proofs come first and the list is cut to 10", () => {
  const f = (name: string) => ({ name, value: name });
  const fields = visibleFields({ identity_proofs: [f("Key"), f("$ETH")], fields: Array.from({ length: 12 }, (_, i) => f(`f${i}`)) });
  assert.equal(fields.length, 10);
  assert.deepEqual(fields.slice(0, 3).map((x) => x.name), ["Key", "$ETH", "f0"]);
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
