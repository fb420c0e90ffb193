// The contract tour's part for the operations beyond the client spec: one successful call of each.
import assert from "node:assert/strict";

import type { TestDemo } from "./helpers";

export async function tourBeyond(d: TestDemo): Promise<void> {
  const ok = (answer: { status: number; text: string }, status = 200) =>
    assert.equal(answer.status, status, answer.text.slice(0, 300));
  const alice = await d.lookup("alice");
  const pinned = [...d.demo.state.pinned][0];

  ok(await d.call("POST", "/api/v1/apps", { body: { client_name: "Tour", redirect_uris: "urn:ietf:wg:oauth:2.0:oob" } }));
  const callback = `${d.url}/auth/callback`;
  const app = await d.call("POST", "/api/v1/apps", { body: { client_name: "Tour", redirect_uris: callback, scopes: "read write" } });
  const authorize = `/oauth/authorize?response_type=code&client_id=${app.body.client_id}&redirect_uri=${encodeURIComponent(callback)}&state=s`;
  ok(await d.call("GET", authorize));
  const allowed = await fetch(new URL(authorize, d.url), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "username=bob&password=bob-demo&decision=allow",
  });
  assert.equal(allowed.status, 302);
  const code = new URL(allowed.headers.get("Location")!).searchParams.get("code")!;
  ok(await d.call("POST", "/oauth/token", { body: { grant_type: "authorization_code", code, client_id: app.body.client_id, redirect_uri: callback } }));
  ok(await d.call("GET", "/api/v2/instance"));
  ok(await d.as("alice", "GET", "/api/v1/instance/domain_blocks"));
  ok(await d.as("alice", "GET", "/api/v1/preferences"));
  ok(await d.call("GET", "/api/v1/accounts/search_did", { query: { did: "did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK" } }));
  ok(await d.as("bob", "GET", `/api/v1/accounts/${alice.id}/lists`));
  ok(await d.as("alice", "GET", "/api/v1/follow_requests/outgoing"));
  ok(await d.as("alice", "GET", "/api/v1/favourites", { query: { all_reactions: "true" } }));
  ok(await d.as("alice", "GET", "/api/v1/conversations"));
  ok(await d.as("alice", "GET", "/api/v1/timelines/direct"));
  ok(await d.as("alice", "GET", "/api/v1/statuses", { query: { "id[]": [pinned] } }));
  ok(await d.call("GET", `/api/v1/statuses/${pinned}/context`));
  ok(await d.as("alice", "GET", `/api/v1/statuses/${pinned}/favourited_by`));
  ok(await d.as("alice", "GET", `/api/v1/statuses/${pinned}/reblogged_by`));
  ok(await d.as("alice", "GET", `/api/v1/pleroma/statuses/${pinned}/reactions`));
  ok(await d.as("alice", "POST", `/api/v1/statuses/${pinned}/conversation_tracking`, { body: { status: "follow" } }));

  const group = await d.as("alice", "POST", "/api/v1/groups", { body: { name: "tour_group", description: "Tour" } });
  ok(group);
  ok(await d.as("alice", "GET", "/api/v1/groups/followed", { query: { filter: "moderating" } }));
  ok(await d.as("alice", "GET", `/api/v1/groups/${group.body.id}/source`));
  ok(await d.as("alice", "PATCH", `/api/v1/groups/${group.body.id}`, { body: { description: "Tour, edited" } }));
  ok(await d.as("alice", "GET", `/api/v1/groups/${group.body.id}/members`));
  const [seedSwap] = (await d.as("bob", "GET", "/api/v1/groups/followed")).body;
  const groupPosts = await d.as("alice", "GET", `/api/v1/timelines/group/${seedSwap.id}`);
  ok(groupPosts);
  ok(await d.as("alice", "DELETE", `/api/v1/statuses/${groupPosts.body[0].id}/thread`), 204);
  ok(await d.as("alice", "DELETE", `/api/v1/groups/${group.body.id}`), 204);

  const form = new FormData();
  form.append("file", new Blob([Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;")], { type: "image/gif" }), "dot.gif");
  const token = await d.token("alice");
  const uploaded = await fetch(new URL("/api/v2/media", d.url), { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
  assert.equal(uploaded.status, 200);
  ok(await d.as("alice", "GET", `/api/v1/media/${(await uploaded.json()).id}`));

  const notes = await d.as("alice", "GET", "/api/v1/notifications");
  ok(await d.as("alice", "POST", "/api/v1/pleroma/notifications/read", { body: { max_id: Number(notes.body[0].id) } }));
  ok(await d.as("alice", "GET", "/api/v2/notifications/policy"));
  ok(await d.as("harbor_news", "POST", "/api/v1/notifications/clear"));
  ok(await d.as("admin", "GET", "/api/v2/admin/accounts"));

  const extra = await d.call("POST", "/oauth/token", { body: { grant_type: "password", username: "dana", password: "dana-demo" } });
  ok(extra);
  const sessions = await d.as("dana", "GET", "/api/v1/settings/sessions");
  ok(sessions);
  ok(await d.as("dana", "DELETE", `/api/v1/settings/sessions/${sessions.body.find((s: { is_current: boolean }) => !s.is_current).id}`), 204);

  const prover = [...d.demo.state.profiles.values()].find((p) => p.host === null && p.identityProofs.length > 0)!;
  ok(await d.as(prover.username, "DELETE", "/api/v1/accounts/identity_proof", { body: { did: prover.identityProofs[0].did } }));
}
