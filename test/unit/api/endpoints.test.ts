import assert from "node:assert/strict";
import { test } from "node:test";
import { getRelationships } from "../../../src/api/endpoints/accounts";
import { removeListAccounts } from "../../../src/api/endpoints/lists";
import { getNotificationMarker, saveNotificationMarker } from "../../../src/api/endpoints/notifications";
import { saveClientConfig } from "../../../src/api/endpoints/settings";
import { addReaction, createStatus, loadConversation } from "../../../src/api/endpoints/statuses";
import { findSubscription } from "../../../src/api/endpoints/subscriptions";
import { BASE, fakeApi, json } from "./fake-fetch";

const query = (request: Request) => decodeURIComponent(new URL(request.url).search);

test("createStatus sends a 20-hex Idempotency-Key and a JSON body", async () => {
  const { api, calls } = fakeApi(() => json({ id: "p1" }));
  await createStatus(api, { status: "hello", visibility: "public" });
  const { request, body } = calls[0]!;
  assert.equal(request.method, "POST");
  assert.equal(request.url, `${BASE}/api/v1/statuses`);
  assert.match(request.headers.get("Idempotency-Key") ?? "", /^[0-9a-f]{20}$/);
  assert.equal(request.headers.get("Content-Type"), "application/json");
  assert.deepEqual(JSON.parse(body), { status: "hello", visibility: "public" });
});

test("createStatus reuses a given Idempotency-Key for a retry", async () => {
  const { api, calls } = fakeApi(() => json({ id: "p1" }));
  await createStatus(api, { status: "hello" }, "0123456789abcdef0123");
  await createStatus(api, { status: "hello" }, "0123456789abcdef0123");
  assert.equal(calls[0]!.request.headers.get("Idempotency-Key"), "0123456789abcdef0123");
  assert.equal(calls[1]!.request.headers.get("Idempotency-Key"), "0123456789abcdef0123");
});

test("relationships: ids are deduplicated into id[0], id[1]…", async () => {
  const { api, calls } = fakeApi(() => json([]));
  await getRelationships(api, ["a", "b", "a", "c", "b"]);
  assert.equal(calls.length, 1);
  assert.equal(new URL(calls[0]!.request.url).pathname, "/api/v1/accounts/relationships");
  assert.equal(query(calls[0]!.request), "?id[0]=a&id[1]=b&id[2]=c");
});

test("relationships: an empty list makes no request", async () => {
  const { api, calls } = fakeApi(() => json([]));
  assert.deepEqual(await getRelationships(api, []), []);
  assert.equal(calls.length, 0);
});

test("markers: GET asks for timeline[]=notifications and turns a missing key into null", async () => {
  const { api, calls } = fakeApi(() => json({}));
  assert.equal(await getNotificationMarker(api), null);
  assert.equal(query(calls[0]!.request), "?timeline[]=notifications");
});

test("markers: POST sends the flat notifications[last_read_id] key", async () => {
  const { api, calls } = fakeApi(() => json({ notifications: { last_read_id: "42", version: 0, updated_at: "x" } }));
  await saveNotificationMarker(api, "42");
  assert.deepEqual(JSON.parse(calls[0]!.body), { "notifications[last_read_id]": "42" });
});

test("removing feed members sends account_ids[0]… in the query", async () => {
  const { api, calls } = fakeApi(() => json({}));
  await removeListAccounts(api, "7", ["u1", "u2"]);
  const { request } = calls[0]!;
  assert.equal(request.method, "DELETE");
  assert.equal(new URL(request.url).pathname, "/api/v1/lists/7/accounts");
  assert.equal(query(request), "?account_ids[0]=u1&account_ids[1]=u2");
  assert.equal(calls[0]!.body, "");
});

test("reactions URL-encode the emoji into the path", async () => {
  const { api, calls } = fakeApi(() => json({ id: "p1" }));
  await addReaction(api, "p1", "👍");
  await addReaction(api, "p1", ":blob cat:");
  assert.equal(calls[0]!.request.method, "PUT");
  assert.equal(new URL(calls[0]!.request.url).pathname, "/api/v1/pleroma/statuses/p1/reactions/%F0%9F%91%8D");
  assert.equal(new URL(calls[1]!.request.url).pathname, "/api/v1/pleroma/statuses/p1/reactions/%3Ablob%20cat%3A");
});

test("load_conversation always sends a JSON body and accepts 204", async () => {
  const { api, calls } = fakeApi(() => new Response(null, { status: 204 }));
  await loadConversation(api, "p1");
  assert.equal(calls[0]!.request.headers.get("Content-Type"), "application/json");
  assert.deepEqual(JSON.parse(calls[0]!.body), { use_context: false });
});

test("client_config is sent under the mitra-web key", async () => {
  const { api, calls } = fakeApi(() => json({}));
  await saveClientConfig(api, { theme: "dark" });
  assert.deepEqual(JSON.parse(calls[0]!.body), { "mitra-web": { theme: "dark" } });
});

test("findSubscription turns 404 into null and rethrows other errors", async () => {
  const notFound = fakeApi(() => json({ error: "subscription not found", error_description: "subscription not found" }, { status: 404 }));
  assert.equal(await findSubscription(notFound.api, "s", "r"), null);
  const broken = fakeApi(() => json({ error: "database error", error_description: "database error" }, { status: 500 }));
  await assert.rejects(findSubscription(broken.api, "s", "r"), { status: 500, message: "database error" });
});
