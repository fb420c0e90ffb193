// Paid subscriptions (options, invoices, find, grant, subscribers) and admin deletes.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";

import { MONERO_CHAIN_ID, MONERO_DEMO } from "../../../scripts/demo/seed";
import { assertContract, startTestDemo, type TestDemo } from "./helpers";

let demo: TestDemo;
before(async () => {
  demo = await startTestDemo();
});
after(async () => {
  assertContract(demo);
  await demo.close();
});

describe("subscription options", () => {
  it("needs manage_subscription_options and a positive price", async () => {
    const option = { type: "monero", chain_id: MONERO_CHAIN_ID, price: 3858, payout_address: MONERO_DEMO.address };
    const readOnly = await demo.as("grace", "POST", "/api/v1/subscriptions/options", { body: option });
    assert.equal(readOnly.status, 403);
    const zero = await demo.as("bob", "POST", "/api/v1/subscriptions/options", { body: { ...option, price: 0 } });
    assert.equal(zero.body.error, "price must be greater than 0");
    const chain = await demo.as("bob", "POST", "/api/v1/subscriptions/options", { body: { ...option, chain_id: "monero:other" } });
    assert.equal(chain.body.error, "unexpected chain ID");
    const saved = await demo.as("bob", "POST", "/api/v1/subscriptions/options", { body: option });
    assert.ok(saved.body.payment_options.some((p: any) => p.type === "monero-subscription" && p.price === 3858));
    const listed = await demo.as("bob", "GET", "/api/v1/subscriptions/options");
    assert.deepEqual(listed.body, [option]);
  });
});

describe("invoices", () => {
  it("move open → paid → completed by test control, which grants the subscription", async () => {
    const dana = await demo.lookup("dana");
    const eve = await demo.lookup("eve");
    const created = await demo.call("POST", "/api/v1/subscriptions/invoices", {
      body: { sender_id: eve.id, recipient_id: dana.id, chain_id: MONERO_CHAIN_ID, amount: 10_000_000_000 },
    });
    assert.equal(created.body.status, "open");
    assert.ok(created.body.payment_address);
    const path = `/__test__/invoices/${created.body.id}/advance`;
    assert.equal((await demo.call("POST", path)).body.status, "paid");
    assert.equal((await demo.call("GET", `/api/v1/subscriptions/invoices/${created.body.id}`)).body.status, "paid");
    const cancelPaid = await demo.call("DELETE", `/api/v1/subscriptions/invoices/${created.body.id}`);
    assert.equal(cancelPaid.status, 400);
    assert.equal((await demo.call("POST", path)).body.status, "completed");
    const found = await demo.call("GET", "/api/v1/subscriptions/find", { query: { sender_id: eve.id, recipient_id: dana.id } });
    assert.equal(found.status, 200);
    assert.ok(Date.parse(found.body.expires_at) > Date.now() + 20 * 86400_000);
    const notes = await demo.as("dana", "GET", "/api/v1/notifications", { query: { limit: "1" } });
    assert.equal(notes.body[0].type, "subscription");
    assert.equal(notes.body[0].payment_amount, 10_000_000_000);
  });

  it("cancels only open invoices and validates sender and recipient", async () => {
    const [bob, alice, grace] = [await demo.lookup("bob"), await demo.lookup("alice"), await demo.lookup("grace")];
    const open = await demo.call("POST", "/api/v1/subscriptions/invoices", {
      body: { sender_id: grace.id, recipient_id: alice.id, chain_id: MONERO_CHAIN_ID, amount: 5_000_000_000 },
    });
    const cancelled = await demo.call("DELETE", `/api/v1/subscriptions/invoices/${open.body.id}`);
    assert.equal(cancelled.body.status, "cancelled");
    const same = await demo.call("POST", "/api/v1/subscriptions/invoices", {
      body: { sender_id: alice.id, recipient_id: alice.id, chain_id: MONERO_CHAIN_ID, amount: 5_000_000_000 },
    });
    assert.equal(same.body.error, "sender must be different from recipient");
    const cannot = await demo.call("POST", "/api/v1/subscriptions/invoices", {
      body: { sender_id: alice.id, recipient_id: grace.id, chain_id: MONERO_CHAIN_ID, amount: 5_000_000_000 },
    });
    assert.equal(cannot.body.error, "recipient can't accept payment");
    const none = await demo.call("GET", `/api/v1/subscriptions/invoices/${bob.id}`);
    assert.equal(none.body.error, "invoice not found");
  });
});

describe("subscriptions", () => {
  it("finds none with 404 'subscription not found' and grants to followers only", async () => {
    const [carol, alice, harbor] = [await demo.lookup("carol"), await demo.lookup("alice"), await demo.lookup("harbor_news")];
    const none = await demo.call("GET", "/api/v1/subscriptions/find", { query: { sender_id: carol.id, recipient_id: alice.id } });
    assert.equal(none.status, 404);
    assert.equal(none.body.error, "subscription not found");
    const notFollower = await demo.as("alice", "POST", "/api/v1/subscriptions", { body: { subscriber_id: harbor.id, duration: 86400 } });
    assert.equal(notFollower.body.error, "account should be either follower or subscriber");
    const granted = await demo.as("alice", "POST", "/api/v1/subscriptions", { body: { subscriber_id: carol.id, duration: 86400 * 7 } });
    assert.equal(granted.status, 200);
    const subscribers = await demo.as("alice", "GET", `/api/v1/accounts/${alice.id}/subscribers`);
    assert.ok(subscribers.body.some((s: any) => s.sender.username === "carol"));
    assert.ok(subscribers.body.every((s: any) => typeof s.id === "number"));
    const withExpired = await demo.as("alice", "GET", `/api/v1/accounts/${alice.id}/subscribers`, { query: { include_expired: "true" } });
    assert.ok(withExpired.body.some((s: any) => s.sender.username === "grace"));
    const notMine = await demo.as("bob", "GET", `/api/v1/accounts/${alice.id}/subscribers`);
    assert.deepEqual(notMine.body, []);
  });

  it("lets subscribers read subscribers-only posts", async () => {
    const secret = demo.findPost("Seed-saving notes #1");
    assert.equal((await demo.as("bob", "GET", `/api/v1/statuses/${secret.id}`)).status, 200);
    assert.equal((await demo.as("dana", "GET", `/api/v1/statuses/${secret.id}`)).status, 404);
  });
});

describe("admin deletes", () => {
  it("need delete_any_post / delete_any_profile", async () => {
    const post = demo.findPost("Time-lapse of this morning's glue-up");
    assert.equal((await demo.as("alice", "DELETE", `/api/v1/admin/posts/${post.id}`)).status, 403);
    assert.equal((await demo.as("admin", "DELETE", `/api/v1/admin/posts/${post.id}`)).status, 204);
    assert.equal((await demo.call("GET", `/api/v1/statuses/${post.id}`)).status, 404);
    const nomad = await demo.lookup("https://peer.example/actors/7f3a9c");
    assert.equal((await demo.as("bob", "DELETE", `/api/v1/admin/accounts/${nomad.id}`)).body.error, "permission error");
    assert.equal((await demo.as("admin", "DELETE", `/api/v1/admin/accounts/${nomad.id}`)).status, 204);
    const gone = await demo.call("GET", `/api/v1/accounts/${nomad.id}`);
    assert.equal(gone.body.error, "profile not found");
  });
});
