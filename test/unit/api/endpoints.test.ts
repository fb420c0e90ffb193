import assert from "node:assert/strict";
import { test } from "node:test";
import { getRelationships } from "../../../src/api/endpoints/accounts";
import { updateCredentials } from "../../../src/api/endpoints/account-settings";
import { removeListAccounts } from "../../../src/api/endpoints/lists";
import { saveNotificationMarker } from "../../../src/api/endpoints/notifications";
import { getNotificationMarker } from "../../../src/api/endpoints/notification-count";
import { saveClientConfig } from "../../../src/api/endpoints/settings";
import { loadConversation, setReaction } from "../../../src/api/endpoints/status-actions";
import { createStatus, getThread } from "../../../src/api/endpoints/statuses";
import { findSubscription } from "../../../src/api/endpoints/subscriptions";
import { BASE, fakeApi, json } from "./fake-fetch";

const query = (request: Request) => decodeURIComponent(new URL(request.url).search);
const account = { id: "a", username: "ann", acct: "ann" };
const post = (id: string) => ({ id, account, content: `<p>${id}</p>` });

test("createStatus sends a 20-hex Idempotency-Key and a JSON body", async () => {
  const { api, calls } = fakeApi(() => json(post("p1")));
  await createStatus(api, { status: "hello", visibility: "public" });
  const { request, body } = calls[0]!;
  assert.equal(request.method, "POST");
  assert.equal(request.url, `${BASE}/api/v1/statuses`);
  assert.match(request.headers.get("Idempotency-Key") ?? "", /^[0-9a-f]{20}$/);
  assert.equal(request.headers.get("Content-Type"), "application/json");
  assert.deepEqual(JSON.parse(body), { status: "hello", visibility: "public" });
});

test("createStatus reuses a given Idempotency-Key for a retry", async () => {
  const { api, calls } = fakeApi(() => json(post("p1")));
  await createStatus(api, { status: "hello" }, "0123456789abcdef0123");
  await createStatus(api, { status: "hello" }, "0123456789abcdef0123");
  assert.equal(calls[0]!.request.headers.get("Idempotency-Key"), "0123456789abcdef0123");
  assert.equal(calls[1]!.request.headers.get("Idempotency-Key"), "0123456789abcdef0123");
});

test("relationships: ids are deduplicated into the documented id[]=… form", async () => {
  const { api, calls } = fakeApi(() => json([]));
  await getRelationships(api, ["a", "b", "a", "c", "b"]);
  assert.equal(calls.length, 1);
  assert.equal(new URL(calls[0]!.request.url).pathname, "/api/v1/accounts/relationships");
  assert.equal(query(calls[0]!.request), "?id[]=a&id[]=b&id[]=c");
});

test("createStatus leaves out empty optional fields instead of sending nulls", async () => {
  const { api, calls } = fakeApi(() => json(post("p1")));
  await createStatus(api, { status: "hi", in_reply_to_id: null, quote_id: null, title: null, media_ids: [], visibility: "public", language: "" });
  assert.deepEqual(JSON.parse(calls[0]!.body), { status: "hi", visibility: "public" });
});

test("thread: Mitra's /thread, or /context when the server has no /thread (404)", async () => {
  const mitra = fakeApi(() => json([post("p0"), post("p1")]));
  assert.deepEqual((await getThread(mitra.api, "p1")).map((p) => p.id), ["p0", "p1"]);
  const other = fakeApi((request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith("/thread")) return json({ error: "Record not found" }, { status: 404 });
    if (path.endsWith("/context")) return json({ ancestors: [post("p0")], descendants: [post("p2"), { id: "broken" }] });
    return json(post("p1"));
  });
  assert.deepEqual((await getThread(other.api, "p1")).map((p) => p.id), ["p0", "p1", "p2"]);
  const direct = fakeApi((request) =>
    new URL(request.url).pathname.endsWith("/context") ? json({ ancestors: [], descendants: [] }) : json(post("p1")),
  );
  await getThread(direct.api, "p1", false);
  assert.ok(direct.calls.every((c) => !c.request.url.endsWith("/thread")), "no /thread call when the server is known to lack it");
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

test("markers: POST sends the nested, standard form", async () => {
  const { api, calls } = fakeApi(() => json({ notifications: { last_read_id: "42", version: 0, updated_at: "x" } }));
  const saved = await saveNotificationMarker(api, "42");
  assert.deepEqual(JSON.parse(calls[0]!.body), { notifications: { last_read_id: "42" } });
  assert.equal(saved.notifications?.last_read_id, "42");
});

test("removing feed members sends account_ids[]=… in the query", async () => {
  const { api, calls } = fakeApi(() => json({}));
  await removeListAccounts(api, "7", ["u1", "u2"]);
  const { request } = calls[0]!;
  assert.equal(request.method, "DELETE");
  assert.equal(new URL(request.url).pathname, "/api/v1/lists/7/accounts");
  assert.equal(query(request), "?account_ids[]=u1&account_ids[]=u2");
  assert.equal(calls[0]!.body, "");
});

test("reactions URL-encode the emoji into the path", async () => {
  const { api, calls } = fakeApi(() => json(post("p1")));
  await setReaction(api, "pleroma", "p1", "👍", true);
  await setReaction(api, "pleroma", "p1", ":blob cat:", false);
  assert.equal(calls[0]!.request.method, "PUT");
  assert.equal(new URL(calls[0]!.request.url).pathname, "/api/v1/pleroma/statuses/p1/reactions/%F0%9F%91%8D");
  assert.equal(calls[1]!.request.method, "DELETE");
  assert.equal(new URL(calls[1]!.request.url).pathname, "/api/v1/pleroma/statuses/p1/reactions/%3Ablob%20cat%3A");
});

test("reactions use the Mastodon-fork path on servers that have it", async () => {
  const { api, calls } = fakeApi(() => json(post("p1")));
  await setReaction(api, "fork", "p1", "👍", true);
  await setReaction(api, "fork", "p1", "👍", false);
  assert.deepEqual(
    calls.map((c) => `${c.request.method} ${new URL(c.request.url).pathname}`),
    ["PUT /api/v1/statuses/p1/emoji_reactions/%F0%9F%91%8D", "DELETE /api/v1/statuses/p1/emoji_reactions/%F0%9F%91%8D"],
  );
});

test("load_conversation always sends a JSON body and accepts 204", async () => {
  const { api, calls } = fakeApi(() => new Response(null, { status: 204 }));
  await loadConversation(api, "p1");
  assert.equal(calls[0]!.request.headers.get("Content-Type"), "application/json");
  assert.deepEqual(JSON.parse(calls[0]!.body), { use_context: false });
});

test("client_config is sent under the mitra-web key", async () => {
  const { api, calls } = fakeApi(() => json(account));
  await saveClientConfig(api, { theme: "dark" });
  assert.deepEqual(JSON.parse(calls[0]!.body), { "mitra-web": { theme: "dark" } });
});

test("findSubscription turns 404 into null and rethrows other errors", async () => {
  const notFound = fakeApi(() => json({ error: "subscription not found", error_description: "subscription not found" }, { status: 404 }));
  assert.equal(await findSubscription(notFound.api, "s", "r"), null);
  const broken = fakeApi(() => json({ error: "database error", error_description: "database error" }, { status: 500 }));
  await assert.rejects(findSubscription(broken.api, "s", "r"), { status: 500, message: "database error" });
});

test("profile: JSON first; when the answer does not show the change, multipart; 'saved' only when it shows", async () => {
  const update = { display_name: "Ann B.", locked: true, fields_attributes: [{ name: "Web", value: "ann.example" }] };
  const saved = { ...account, display_name: "Ann B.", locked: true, fields: [{ name: "Web", value: "ann.example" }] };
  let answers = [json(account), json(saved)];
  const { api, calls } = fakeApi(() => answers.shift()!);
  assert.equal((await updateCredentials(api, update)).display_name, "Ann B.");
  assert.equal(calls[0]!.request.headers.get("Content-Type"), "application/json");
  assert.match(calls[1]!.request.headers.get("Content-Type") ?? "", /^multipart\/form-data; boundary=/);
  const form = await calls[1]!.request.clone().formData();
  assert.deepEqual([form.get("display_name"), form.get("locked"), form.get("fields_attributes[0][name]")], ["Ann B.", "true", "Web"]);

  answers = [json(account)];
  await assert.rejects(updateCredentials(api, update, false), "a server that ignores the change is not 'saved'");
});
