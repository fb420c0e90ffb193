// The operations beyond the client spec: liked posts, who interacted, conversations, tracking, groups,
// sessions, notification housekeeping, instance details, media, admin list. Every answer is checked
// against openapi.yaml when done.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";

import { assertContract, startTestDemo, type TestDemo } from "./helpers";

let demo: TestDemo;
before(async () => {
  demo = await startTestDemo();
});
after(async () => {
  assertContract(demo);
  await demo.close();
});

describe("posts", () => {
  it("lists liked posts, and reactions too with all_reactions", async () => {
    const liked = await demo.as("alice", "GET", "/api/v1/favourites", { query: { limit: "200" } });
    assert.equal(liked.status, 200);
    const alice = (await demo.lookup("alice")).id;
    const expected = [...demo.demo.state.favourites].filter(([, who]) => who.has(alice)).map(([id]) => id);
    assert.ok(expected.length >= 2);
    assert.deepEqual(liked.body.map((s: any) => s.id).sort(), expected.sort());
    assert.ok(liked.body.every((s: any) => s.favourited === true));
    const all = await demo.as("alice", "GET", "/api/v1/favourites", { query: { all_reactions: "true", limit: "200" } });
    assert.ok(all.body.length > liked.body.length, "reacted posts are added");
    assert.equal((await demo.call("GET", "/api/v1/favourites")).status, 401);
  });

  it("shows who liked, reposted and reacted, and hides likes from guests", async () => {
    const pinned = [...demo.demo.state.pinned][0];
    const likers = await demo.as("carol", "GET", `/api/v1/statuses/${pinned}/favourited_by`);
    assert.deepEqual(likers.body.map((a: any) => a.username).sort(), ["bob", "dana"]);
    const guest = await demo.call("GET", `/api/v1/statuses/${pinned}/favourited_by`);
    assert.deepEqual(guest.body, []);
    const reactions = await demo.as("alice", "GET", `/api/v1/pleroma/statuses/${pinned}/reactions`);
    const heart = reactions.body.find((r: any) => r.name === "❤️");
    assert.equal(heart.count, 2);
    assert.deepEqual(heart.accounts.map((a: any) => a.username).sort(), ["bob", "lena"]);
    const blobcat = reactions.body.find((r: any) => r.name === "blobcat");
    assert.match(blobcat.url, /blobcat/);
    await demo.as("bob", "POST", `/api/v1/statuses/${pinned}/reblog`);
    const reposters = await demo.as("alice", "GET", `/api/v1/statuses/${pinned}/reblogged_by`);
    assert.ok(reposters.body.some((a: any) => a.username === "bob"));
    await demo.as("bob", "POST", `/api/v1/statuses/${pinned}/unreblog`);
  });

  it("follows a conversation and goes back to normal; rejects other values", async () => {
    const pinned = [...demo.demo.state.pinned][0];
    const followed = await demo.as("bob", "POST", `/api/v1/statuses/${pinned}/conversation_tracking`, { body: { status: "follow" } });
    assert.equal(followed.body.conversation.tracking, "follow");
    const again = await demo.as("bob", "GET", `/api/v1/statuses/${pinned}`);
    assert.equal(again.body.conversation.tracking, "follow");
    const normal = await demo.as("bob", "POST", `/api/v1/statuses/${pinned}/conversation_tracking`, { body: { status: "normal" } });
    assert.equal(normal.body.conversation.tracking, "normal");
    const bad = await demo.as("bob", "POST", `/api/v1/statuses/${pinned}/conversation_tracking`, { body: { status: "mute" } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, "invalid tracking status");
  });

  it("fetches several posts at once, leaving out hidden ones, and a post's context", async () => {
    const dm = demo.findPost("are you coming on Saturday");
    const pinned = [...demo.demo.state.pinned][0];
    const some = await demo.as("carol", "GET", "/api/v1/statuses", { query: { "id[]": [pinned, dm.id] } });
    assert.deepEqual(some.body.map((s: any) => s.id), [pinned]);
    const reply = demo.findPost("A tandem, how exciting");
    const context = await demo.as("bob", "GET", `/api/v1/statuses/${reply.id}/context`);
    assert.deepEqual(context.body.ancestors.map((s: any) => s.id), [dm.id]);
    assert.deepEqual(context.body.descendants, []);
  });
});

describe("direct messages", () => {
  it("groups direct posts by conversation with the other participants", async () => {
    const list = await demo.as("alice", "GET", "/api/v1/conversations");
    assert.equal(list.status, 200);
    const convo = list.body.find((c: any) => c.accounts.some((a: any) => a.username === "bob"));
    assert.ok(convo, "a conversation with bob");
    assert.equal(convo.unread, false);
    assert.equal(convo.accounts.some((a: any) => a.username === "alice"), false);
    assert.match(convo.last_status.content, /tandem, how exciting/);
    const direct = await demo.as("alice", "GET", "/api/v1/timelines/direct");
    assert.ok(direct.body.every((s: any) => s.visibility === "direct"));
    const carol = await demo.as("carol", "GET", "/api/v1/conversations");
    assert.equal(carol.body.some((c: any) => c.id === convo.id), false);
  });
});

describe("groups", () => {
  it("lists followed and moderated groups, its members and timeline", async () => {
    const followed = await demo.as("bob", "GET", "/api/v1/groups/followed");
    const group = followed.body.find((a: any) => a.username === "seed_swap");
    assert.equal(group.is_group, true);
    const moderating = await demo.as("bob", "GET", "/api/v1/groups/followed", { query: { filter: "moderating" } });
    assert.deepEqual(moderating.body, []);
    const bad = await demo.as("bob", "GET", "/api/v1/groups/followed", { query: { filter: "all" } });
    assert.equal(bad.body.error, "invalid filter type");
    const members = await demo.as("bob", "GET", `/api/v1/groups/${group.id}/members`);
    assert.deepEqual(members.body.map((m: any) => [m.account.username, m.affiliation]), [["alice", "admin"]]);
    const timeline = await demo.as("bob", "GET", `/api/v1/timelines/group/${group.id}`);
    assert.equal(timeline.body.length, 2);
    assert.equal(timeline.body[0].group.username, "seed_swap");
  });

  it("lets the admin remove a group post, and nobody else", async () => {
    const [group] = (await demo.as("alice", "GET", "/api/v1/groups/followed", { query: { filter: "moderating" } })).body;
    const timeline = await demo.as("alice", "GET", `/api/v1/timelines/group/${group.id}`);
    const bobs = timeline.body.find((s: any) => s.account.username === "bob");
    assert.equal(bobs.conversation.can_moderate, true);
    const refused = await demo.as("bob", "DELETE", `/api/v1/statuses/${bobs.id}/thread`);
    assert.equal(refused.status, 403);
    const removed = await demo.as("alice", "DELETE", `/api/v1/statuses/${bobs.id}/thread`);
    assert.equal(removed.status, 204);
    const plain = [...demo.demo.state.pinned][0];
    assert.equal((await demo.as("alice", "DELETE", `/api/v1/statuses/${plain}/thread`)).status, 404);
  });

  it("creates, edits and deletes an own group", async () => {
    const created = await demo.as("dana", "POST", "/api/v1/groups", { body: { name: "darkroom_club", description: "Film nights" } });
    assert.equal(created.status, 200);
    assert.equal(created.body.is_group, true);
    const taken = await demo.as("dana", "POST", "/api/v1/groups", { body: { name: "alice" } });
    assert.equal(taken.status, 400);
    const source = await demo.as("dana", "GET", `/api/v1/groups/${created.body.id}/source`);
    assert.equal(source.body.description, "Film nights");
    const foreign = await demo.as("bob", "PATCH", `/api/v1/groups/${created.body.id}`, { body: { description: "mine" } });
    assert.equal(foreign.status, 403);
    const edited = await demo.as("dana", "PATCH", `/api/v1/groups/${created.body.id}`, { body: { description: "Film and prints" } });
    assert.match(edited.body.note, /Film and prints/);
    assert.equal((await demo.as("dana", "DELETE", `/api/v1/groups/${created.body.id}`)).status, 204);
    assert.equal((await demo.as("dana", "GET", `/api/v1/groups/${created.body.id}/members`)).status, 404);
  });
});

describe("account and settings", () => {
  it("lists and ends sessions", async () => {
    const other = await demo.call("POST", "/oauth/token", { body: { grant_type: "password", username: "bob", password: "bob-demo" } });
    const list = await demo.as("bob", "GET", "/api/v1/settings/sessions");
    assert.equal(list.body.filter((s: any) => s.is_current).length, 1);
    const ended = list.body.find((s: any) => !s.is_current);
    assert.ok(ended);
    assert.equal((await demo.as("bob", "DELETE", `/api/v1/settings/sessions/${ended.id}`)).status, 204);
    const gone = await demo.call("GET", "/api/v1/accounts/verify_credentials", { token: other.body.access_token });
    assert.equal(gone.status, 401);
    assert.equal((await demo.as("bob", "DELETE", `/api/v1/settings/sessions/${ended.id}`)).status, 404);
  });

  it("clears notifications, marks them read and gives the policy", async () => {
    const notes = await demo.as("alice", "GET", "/api/v1/notifications");
    const newest = Number(notes.body[0].id);
    const read = await demo.as("alice", "POST", "/api/v1/pleroma/notifications/read", { body: { max_id: newest } });
    assert.equal(read.status, 200);
    const markers = await demo.as("alice", "GET", "/api/v1/markers", { query: { "timeline[]": "notifications" } });
    assert.equal(markers.body.notifications.last_read_id, String(newest));
    const policy = await demo.as("alice", "GET", "/api/v2/notifications/policy");
    assert.equal(policy.body.for_private_mentions, "accept");
    const cleared = await demo.as("grace", "POST", "/api/v1/notifications/clear");
    assert.deepEqual(cleared.body, {});
    assert.deepEqual((await demo.as("grace", "GET", "/api/v1/notifications")).body, []);
  });

  it("gives outgoing follow requests, the lists a profile is in, preferences", async () => {
    const outgoing = await demo.as("alice", "GET", "/api/v1/follow_requests/outgoing");
    assert.ok(outgoing.body.some((a: any) => a.username === "carol"));
    const alice = await demo.lookup("alice");
    const lists = await demo.as("bob", "GET", `/api/v1/accounts/${alice.id}/lists`);
    assert.deepEqual(lists.body.map((l: any) => l.title), ["Bikes"]);
    const prefs = await demo.as("alice", "GET", "/api/v1/preferences");
    assert.equal(prefs.body["posting:default:visibility"], "public");
  });

  it("searches by DID and removes an identity proof", async () => {
    assert.equal((await demo.call("GET", "/api/v1/accounts/search_did", { query: { did: "nonsense" } })).status, 400);
    const owner = [...demo.demo.state.profiles.values()].find((p) => p.host === null && p.identityProofs.length > 0);
    assert.ok(owner, "a seeded profile with an identity proof");
    const did = owner.identityProofs[0].did;
    const found = await demo.call("GET", "/api/v1/accounts/search_did", { query: { did } });
    assert.deepEqual(found.body.map((a: any) => a.id), [owner.id]);
    const removed = await demo.as(owner.username, "DELETE", "/api/v1/accounts/identity_proof", { body: { did } });
    assert.equal(removed.status, 200);
    assert.deepEqual((await demo.call("GET", "/api/v1/accounts/search_did", { query: { did } })).body, []);
  });
});

describe("instance, media, apps, admin", () => {
  it("answers v2 instance and the blocked domains", async () => {
    const v2 = await demo.call("GET", "/api/v2/instance");
    assert.equal(v2.body.title, "Tidepool");
    assert.equal(v2.body.registrations.enabled, false);
    const blocks = await demo.as("bob", "GET", "/api/v1/instance/domain_blocks");
    assert.ok(blocks.body.some((b: any) => b.domain === "spam.example" && b.digest.length === 64));
  });

  it("uploads multipart media on v2 and reads only own media", async () => {
    const form = new FormData();
    form.append("file", new Blob([Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;")], { type: "image/gif" }), "dot.gif");
    form.append("description", "A dot");
    const token = await demo.token("bob");
    const response = await fetch(new URL("/api/v2/media", demo.url), { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
    const media = await response.json();
    assert.equal(response.status, 200);
    assert.equal(media.description, "A dot");
    assert.equal((await demo.as("bob", "GET", `/api/v1/media/${media.id}`)).body.id, media.id);
    assert.equal((await demo.as("alice", "GET", `/api/v1/media/${media.id}`)).status, 404);
  });

  it("registers an app, and lists accounts for admins only", async () => {
    const app = await demo.call("POST", "/api/v1/apps", { body: { client_name: "Test", redirect_uris: "urn:ietf:wg:oauth:2.0:oob", scopes: "read write" } });
    assert.equal(app.status, 200);
    assert.deepEqual(app.body.scopes, ["read", "write"]);
    assert.ok(app.body.client_id && app.body.client_secret);
    assert.equal((await demo.as("bob", "GET", "/api/v2/admin/accounts")).status, 403);
    const accounts = await demo.as("admin", "GET", "/api/v2/admin/accounts");
    assert.ok(accounts.body.some((a: any) => a.account.username === "alice" && a.account_type === "user"));
    assert.ok(accounts.body.some((a: any) => a.account_type === "group"));
  });
});
