// Contract check: the demo implements every operation of openapi.yaml, a tour exercises each one, and
// every answer it gives matches the documented response schema for its status.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";

import { ed25519 } from "@noble/curves/ed25519.js";

import { minisignPublicKeyText, signMinisign } from "../../../scripts/demo/crypto";
import { MONERO_CHAIN_ID } from "../../../scripts/demo/seed";
import { loadSpec, operations } from "./contract";
import { startTestDemo, type TestDemo } from "./helpers";
import { tourBeyond } from "./tour-beyond";

const PNG_1PX =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC";

let demo: TestDemo;

before(async () => {
  demo = await startTestDemo();
});
after(async () => {
  await demo.close();
});

async function tour(d: TestDemo): Promise<void> {
  const ok = (answer: { status: number; text: string }, status = 200) =>
    assert.equal(answer.status, status, answer.text.slice(0, 300));
  const alice = await d.lookup("alice");
  const bob = await d.lookup("bob");
  const carol = await d.lookup("carol");
  const dana = await d.lookup("dana");
  const lena = await d.lookup("lena@fedi.example");
  const olga = await d.lookup("olga@mitra.example");

  ok(await d.call("GET", "/api/v1/instance"));
  ok(await d.call("GET", "/api/v1/custom_emojis"));
  ok(await d.as("alice", "GET", "/api/v1/accounts/verify_credentials"));
  ok(await d.as("alice", "GET", "/api/v1/accounts/search", { query: { q: "bo" } }));
  ok(await d.call("GET", `/api/v1/accounts/${bob.id}`));
  ok(await d.call("GET", `/api/v1/accounts/${alice.id}/statuses`, { query: { limit: "5" } }));
  ok(await d.as("alice", "GET", `/api/v1/accounts/${alice.id}/followers`));
  ok(await d.as("alice", "GET", `/api/v1/accounts/${alice.id}/following`));
  ok(await d.as("alice", "GET", `/api/v1/accounts/${alice.id}/subscribers`, { query: { include_expired: "true" } }));
  ok(await d.call("GET", `/api/v1/accounts/${alice.id}/aliases/all`));
  ok(await d.as("alice", "GET", "/api/v1/accounts/relationships", { query: { "id[]": [bob.id, carol.id] } }));
  ok(await d.as("carol", "GET", "/api/v1/follow_requests"));
  ok(await d.as("carol", "POST", `/api/v1/follow_requests/${alice.id}/authorize`));
  const grace = await d.lookup("grace");
  ok(await d.as("carol", "POST", `/api/v1/follow_requests/${grace.id}/reject`));
  ok(await d.as("alice", "POST", `/api/v1/accounts/${carol.id}/follow`, { body: { reblogs: true } }));
  ok(await d.as("alice", "POST", `/api/v1/accounts/${carol.id}/unfollow`));
  ok(await d.as("alice", "POST", `/api/v1/accounts/${bob.id}/remove_from_followers`));
  ok(await d.as("alice", "POST", `/api/v1/accounts/${bob.id}/mute`));
  ok(await d.as("alice", "POST", `/api/v1/accounts/${bob.id}/unmute`));
  ok(await d.as("admin", "POST", `/api/v1/accounts/${lena.id}/load_activities`, { body: { collection: "featured" } }), 204);
  ok(await d.as("alice", "GET", "/api/v1/directory", { query: { order: "active", limit: "5" } }));
  ok(await d.as("alice", "GET", "/api/v1/mutes"));

  ok(await d.as("alice", "GET", "/api/v1/timelines/home"));
  ok(await d.call("GET", "/api/v1/timelines/public", { query: { local: "true" } }));
  ok(await d.call("GET", "/api/v1/timelines/tag/gardening"));
  const lists = await d.as("alice", "GET", "/api/v1/lists");
  ok(lists);
  ok(await d.as("alice", "GET", `/api/v1/timelines/list/${lists.body[0].id}`));
  ok(await d.as("alice", "GET", "/api/v1/bookmarks"));

  const media = await d.as("alice", "POST", "/api/v1/media", { body: { file: PNG_1PX, media_type: "image/png" } });
  ok(media);
  ok(await d.as("alice", "PUT", `/api/v1/media/${media.body.id}`, { body: { description: "A single pixel" } }));
  ok(await d.as("alice", "GET", `/api/v1/media/${media.body.id}`));
  ok(await d.as("alice", "POST", "/api/v1/statuses/preview", { body: { status: "**hi** @bob #tour" } }));
  const created = await d.as("alice", "POST", "/api/v1/statuses", {
    body: { status: "Tour post with a picture #tour", media_ids: [media.body.id], visibility: "public" },
    headers: { "Idempotency-Key": "tour-1" },
  });
  ok(created);
  const postId = created.body.id;
  ok(await d.call("GET", `/api/v1/statuses/${postId}`));
  ok(await d.as("alice", "PUT", `/api/v1/statuses/${postId}`, { body: { status: "Tour post, edited #tour" } }));
  ok(await d.as("alice", "GET", `/api/v1/statuses/${postId}/source`));
  ok(await d.call("GET", `/api/v1/statuses/${postId}/thread`));
  ok(await d.call("GET", `/api/v1/statuses/${postId}/context`));
  for (const action of ["favourite", "unfavourite", "bookmark", "unbookmark", "pin", "unpin", "make_permanent"]) {
    ok(await d.as("alice", "POST", `/api/v1/statuses/${postId}/${action}`));
  }
  ok(await d.as("bob", "POST", `/api/v1/statuses/${postId}/reblog`, { body: { visibility: "public" } }));
  ok(await d.as("bob", "POST", `/api/v1/statuses/${postId}/unreblog`));
  ok(await d.as("admin", "POST", `/api/v1/statuses/${d.findPost("Recorded the harbour bells").id}/load_conversation`, { body: { use_context: false } }), 204);
  ok(await d.as("bob", "PUT", `/api/v1/pleroma/statuses/${postId}/reactions/${encodeURIComponent("🎉")}`));
  ok(await d.as("bob", "DELETE", `/api/v1/pleroma/statuses/${postId}/reactions/${encodeURIComponent("🎉")}`));
  ok(await d.as("bob", "POST", `/api/v1/polls/${d.findPost("What should the makerspace build next").id}/votes`, { body: { choices: [1] } }));
  ok(await d.as("alice", "DELETE", `/api/v1/statuses/${postId}`));

  const notes = await d.as("alice", "GET", "/api/v1/notifications");
  ok(notes);
  ok(await d.as("alice", "POST", "/api/v1/markers", { body: { "notifications[last_read_id]": notes.body[0].id } }));
  ok(await d.as("alice", "GET", "/api/v1/markers", { query: { "timeline[]": "notifications" } }));
  ok(await d.as("alice", "GET", "/api/v2/search", { query: { q: "fern" } }));

  const list = await d.as("alice", "POST", "/api/v1/lists", { body: { title: "Tour" } });
  ok(list);
  ok(await d.as("alice", "GET", `/api/v1/lists/${list.body.id}`));
  ok(await d.as("alice", "PUT", `/api/v1/lists/${list.body.id}`, { body: { title: "Tour feed" } }));
  ok(await d.as("alice", "POST", `/api/v1/lists/${list.body.id}/accounts`, { body: { account_ids: [bob.id] } }));
  ok(await d.as("alice", "GET", `/api/v1/lists/${list.body.id}/accounts`));
  ok(await d.as("alice", "DELETE", `/api/v1/lists/${list.body.id}/accounts`, { query: { "account_ids[]": bob.id } }));
  ok(await d.as("alice", "DELETE", `/api/v1/lists/${list.body.id}`));

  ok(await d.as("alice", "PATCH", "/api/v1/accounts/update_credentials", {
    body: { display_name: "Alice M.", avatar: PNG_1PX, avatar_media_type: "image/png", fields_attributes: [{ name: "Garden", value: "plot 12" }] },
  }));
  const secret = ed25519.utils.randomSecretKey();
  const claim = await d.as("alice", "GET", "/api/v1/accounts/identity_claim", {
    query: { proof_type: "minisign-unhashed", signer: minisignPublicKeyText(ed25519.getPublicKey(secret)) },
  });
  ok(claim);
  ok(await d.as("alice", "GET", "/api/v1/accounts/identity_proof", {
    query: { proof_type: "minisign-unhashed", signer: minisignPublicKeyText(ed25519.getPublicKey(secret)) },
  }));
  ok(await d.as("alice", "POST", "/api/v1/accounts/identity_proof", {
    body: { proof_type: "minisign-unhashed", did: claim.body.did, created_at: claim.body.created_at, signature: signMinisign("minisign-unhashed", claim.body.claim, secret) },
  }));
  ok(await d.as("alice", "POST", "/api/v1/settings/client_config", { body: { "mitra-client": { theme: "dark" } } }));
  ok(await d.as("alice", "GET", "/api/v1/settings/export_followers"));
  ok(await d.as("alice", "GET", "/api/v1/settings/export_follows"));
  ok(await d.as("alice", "POST", "/api/v1/settings/import_follows", { body: { follows_csv: "lena@fedi.example\n" } }), 204);
  ok(await d.as("alice", "POST", "/api/v1/settings/aliases", { body: { acct: "marco@social.example" } }));
  ok(await d.as("alice", "POST", "/api/v1/settings/aliases/remove", { body: { actor_id: "https://social.example/users/marco" } }));
  ok(await d.as("alice", "POST", "/api/v1/settings/import_followers", { body: { from_actor_id: olga.actor_id, followers_csv: "marco@social.example\n" } }));
  ok(await d.as("alice", "POST", "/api/v1/settings/move_followers", { body: { target_acct: "olga@mitra.example" } }));

  ok(await d.as("dana", "GET", "/api/v1/subscriptions/options"));
  ok(await d.as("dana", "POST", "/api/v1/subscriptions/options", {
    body: { type: "monero", chain_id: MONERO_CHAIN_ID, price: 7716, payout_address: "888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H" },
  }));
  ok(await d.call("GET", "/api/v1/subscriptions/find", { query: { sender_id: bob.id, recipient_id: alice.id } }));
  ok(await d.as("dana", "POST", "/api/v1/subscriptions", { body: { subscriber_id: bob.id, duration: 86400 * 30 } }));
  const invoice = await d.call("POST", "/api/v1/subscriptions/invoices", {
    body: { sender_id: bob.id, recipient_id: dana.id, chain_id: MONERO_CHAIN_ID, amount: 10_000_000_000 },
  });
  ok(invoice);
  ok(await d.call("GET", `/api/v1/subscriptions/invoices/${invoice.body.id}`));
  ok(await d.call("DELETE", `/api/v1/subscriptions/invoices/${invoice.body.id}`));

  await tourBeyond(d);

  ok(await d.as("admin", "DELETE", `/api/v1/admin/posts/${d.findPost("MEGA DEALS").id}`), 204);
  ok(await d.as("admin", "DELETE", `/api/v1/admin/accounts/${(await d.lookup("promo@deals.example")).id}`), 204);

  // Sign-up, password change, token revoke and account deletion last: they change who can sign in.
  ok(await d.call("POST", "/api/v1/accounts", { body: { username: "tourist", password: "tour-pass", invite_code: "tidepool-welcome-2025" } }), 201);
  const tourist = await d.call("POST", "/oauth/token", { body: { grant_type: "password", username: "tourist", password: "tour-pass" } });
  ok(tourist);
  ok(await d.call("POST", "/api/v1/settings/change_password", { token: tourist.body.access_token, body: { new_password: "tour-pass-2" } }));
  ok(await d.call("POST", "/oauth/revoke", { token: tourist.body.access_token, body: { token: tourist.body.access_token } }));
  const again = await d.call("POST", "/oauth/token", { body: { grant_type: "password", username: "tourist", password: "tour-pass-2" } });
  ok(await d.call("POST", "/api/v1/settings/delete_account", { token: again.body.access_token }), 204);
}

describe("contract", () => {
  it("routes every operation of openapi.yaml", () => {
    const documented = operations(loadSpec());
    const missing = documented.filter((op) => !demo.demo.operations.includes(op));
    assert.deepEqual(missing, [], `operations without a demo route:\n${missing.join("\n")}`);
  });

  it("exercises every operation, and every answer matches its documented schema", async () => {
    await tour(demo);
    const exercised = new Set(demo.demo.records.map((r) => r.operation));
    const never = operations(loadSpec()).filter((op) => !exercised.has(op));
    assert.deepEqual(never, [], `operations never exercised:\n${never.join("\n")}`);
    const problems = [...new Set(demo.contractProblems())];
    assert.deepEqual(problems, [], `answers not matching openapi.yaml:\n${problems.join("\n")}`);
  });
});
