// Posting and post actions: markdown rendering with mentions, tags and links, Idempotency-Key, edit with
// source, delete, reply visibility, reposts, pins, IPFS, reactions, polls, media, hidden parents.
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

const post = (user: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  demo.as(user, "POST", "/api/v1/statuses", { body, headers });

describe("creating posts", () => {
  it("renders markdown with mention, hashtag and bare links", async () => {
    const answer = await post("alice", { status: "**Hello** @bob and @lena@fedi.example, see #Gardening at https://example.org/x" });
    assert.equal(answer.status, 200);
    const html: string = answer.body.content;
    assert.match(html, /<strong>Hello<\/strong>/);
    assert.match(html, /<a class="u-url mention" href="[^"]+\/users\/bob">@bob<\/a>/);
    assert.match(html, /class="u-url mention" href="https:\/\/fedi.example\/users\/lena"/);
    assert.match(html, /<a class="hashtag" href="[^"]+\/collections\/tags\/gardening" rel="tag">#Gardening<\/a>/);
    assert.match(html, /<a href="https:\/\/example.org\/x"/);
    assert.deepEqual(answer.body.mentions.map((m: any) => m.acct).sort(), ["bob", "lena@fedi.example"]);
    assert.deepEqual(answer.body.tags.map((t: any) => t.name), ["gardening"]);
    const raw = await post("alice", { status: "<script>alert(1)</script>" });
    assert.doesNotMatch(raw.body.content, /<script>/);
  });

  it("returns the same post for a reused Idempotency-Key", async () => {
    const first = await post("alice", { status: "only once" }, { "Idempotency-Key": "abc123" });
    const second = await post("alice", { status: "only once" }, { "Idempotency-Key": "abc123" });
    assert.equal(first.body.id, second.body.id);
    const other = await post("alice", { status: "only once" }, { "Idempotency-Key": "abc124" });
    assert.notEqual(other.body.id, first.body.id);
  });

  it("refuses users without create_post (403) and checks visibility values (400)", async () => {
    const readOnly = await post("grace", { status: "hello" });
    assert.equal(readOnly.status, 403);
    assert.equal(readOnly.body.error, "permission error");
    const bad = await post("alice", { status: "x", visibility: "everyone" });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, "invalid visibility parameter");
    const topConversation = await post("alice", { status: "x", visibility: "conversation" });
    assert.equal(topConversation.status, 400);
  });

  it("applies the reply visibility rules", async () => {
    const parent = await post("bob", { status: "public parent" });
    const narrower = await post("alice", { status: "reply", in_reply_to_id: parent.body.id, visibility: "subscribers" });
    assert.equal(narrower.body.error, "reply must have narrower visibility");
    const dm = await post("bob", { status: "@alice secret", visibility: "direct" });
    const defaulted = await post("alice", { status: "@bob ok", in_reply_to_id: dm.body.id });
    assert.equal(defaulted.body.visibility, "direct");
    const missing = await post("alice", { status: "x", in_reply_to_id: "01234567-89ab-7def-8123-456789abcdef" });
    assert.equal(missing.body.error, "parent post does not exist");
  });

  it("edits keep the source, delete answers the source text", async () => {
    const created = await post("alice", { status: "first *draft*" });
    const edited = await demo.as("alice", "PUT", `/api/v1/statuses/${created.body.id}`, { body: { status: "second *draft*" } });
    assert.match(edited.body.content, /second <em>draft<\/em>/);
    assert.ok(edited.body.edited_at);
    const source = await demo.as("alice", "GET", `/api/v1/statuses/${created.body.id}/source`);
    assert.equal(source.body.text, "second *draft*");
    assert.equal(source.body.content_type, "text/markdown");
    const foreign = await demo.as("bob", "PUT", `/api/v1/statuses/${created.body.id}`, { body: { status: "hijack" } });
    assert.equal(foreign.status, 403);
    const deleted = await demo.as("alice", "DELETE", `/api/v1/statuses/${created.body.id}`);
    assert.equal(deleted.status, 200);
    assert.equal(deleted.body.text, "second *draft*");
    const gone = await demo.call("GET", `/api/v1/statuses/${created.body.id}`);
    assert.equal(gone.status, 404);
    assert.equal(gone.body.error, "post not found");
  });

  it("previews without saving", async () => {
    const before = demo.demo.state.posts.size;
    const preview = await demo.as("alice", "POST", "/api/v1/statuses/preview", { body: { status: "# Title\n\n:blobcat: hi" } });
    assert.match(preview.body.content, /<h1>Title<\/h1>/);
    assert.equal(preview.body.emojis[0].shortcode, "blobcat");
    assert.equal(demo.demo.state.posts.size, before);
  });
});

describe("post actions", () => {
  it("favourites notify the author; reposts take a visibility", async () => {
    const target = await post("alice", { status: "like me" });
    const fav = await demo.as("bob", "POST", `/api/v1/statuses/${target.body.id}/favourite`);
    assert.equal(fav.body.favourited, true);
    assert.equal(fav.body.favourites_count, 1);
    const notes = await demo.as("alice", "GET", "/api/v1/notifications", { query: { limit: "5" } });
    assert.equal(notes.body[0].type, "favourite");
    assert.equal(notes.body[0].account.username, "bob");
    const badVisibility = await demo.as("bob", "POST", `/api/v1/statuses/${target.body.id}/reblog`, { body: { visibility: "direct" } });
    assert.equal(badVisibility.body.error, "invalid repost visibility");
    const repost = await demo.as("bob", "POST", `/api/v1/statuses/${target.body.id}/reblog`, { body: { visibility: "private" } });
    assert.equal(repost.body.visibility, "private");
    assert.equal(repost.body.reblog.id, target.body.id);
    assert.equal(repost.body.reblog.reblogged, true);
    const undone = await demo.as("bob", "POST", `/api/v1/statuses/${target.body.id}/unreblog`);
    assert.equal(undone.body.id, target.body.id);
    assert.equal(undone.body.reblogged, false);
  });

  it("pins only own public posts", async () => {
    const own = await post("alice", { status: "pin me" });
    assert.equal((await demo.as("alice", "POST", `/api/v1/statuses/${own.body.id}/pin`)).body.pinned, true);
    const followersOnly = await post("alice", { status: "private", visibility: "private" });
    const refused = await demo.as("alice", "POST", `/api/v1/statuses/${followersOnly.body.id}/pin`);
    assert.equal(refused.status, 422);
    assert.equal(refused.body.error, "can't pin post");
    const foreign = await demo.as("bob", "POST", `/api/v1/statuses/${own.body.id}/pin`);
    assert.equal(foreign.status, 422);
  });

  it("saves to IPFS once", async () => {
    const own = await post("alice", { status: "permanent" });
    const saved = await demo.as("alice", "POST", `/api/v1/statuses/${own.body.id}/make_permanent`);
    assert.match(saved.body.ipfs_cid, /^bafybei[a-z2-7]+$/);
    const again = await demo.as("alice", "POST", `/api/v1/statuses/${own.body.id}/make_permanent`);
    assert.equal(again.status, 422);
    assert.equal((await demo.as("bob", "POST", `/api/v1/statuses/${own.body.id}/make_permanent`)).status, 403);
  });

  it("adds and removes emoji reactions with counts and me", async () => {
    const target = await post("alice", { status: "react" });
    const path = `/api/v1/pleroma/statuses/${target.body.id}/reactions/`;
    await demo.as("bob", "PUT", path + encodeURIComponent("❤️"));
    const custom = await demo.as("dana", "PUT", `${path}blobcat`);
    assert.equal(custom.status, 200);
    const seen = await demo.as("bob", "GET", `/api/v1/statuses/${target.body.id}`);
    const heart = seen.body.pleroma.emoji_reactions.find((r: any) => r.name === "❤️");
    assert.deepEqual({ count: heart.count, me: heart.me, url: heart.url }, { count: 1, me: true, url: null });
    const cat = seen.body.pleroma.emoji_reactions.find((r: any) => r.name === "blobcat");
    assert.equal(cat.me, false);
    assert.match(cat.url, /\/media\/emoji\/blobcat\.svg$/);
    assert.equal((await demo.as("bob", "PUT", `${path}nosuchemoji`)).body.error, "emoji not found");
    const removed = await demo.as("bob", "DELETE", path + encodeURIComponent("❤️"));
    assert.equal(removed.body.pleroma.emoji_reactions.some((r: any) => r.name === "❤️"), false);
  });

  it("load_conversation needs delete_any_profile and a JSON body", async () => {
    const remote = demo.findPost("Recorded the harbour bells");
    const path = `/api/v1/statuses/${remote.id}/load_conversation`;
    assert.equal((await demo.as("alice", "POST", path, { body: {} })).status, 403);
    const noBody = await demo.as("admin", "POST", path);
    assert.equal(noBody.status, 400);
    assert.equal(noBody.body.error, "Content type error");
    assert.equal((await demo.as("admin", "POST", path, { body: { use_context: true } })).status, 204);
  });
});

describe("polls", () => {
  it("enforces single choice, one vote and expiry", async () => {
    const open = demo.findPost("What should the makerspace build next");
    const path = `/api/v1/polls/${open.id}/votes`;
    const two = await demo.as("bob", "POST", path, { body: { choices: [0, 1] } });
    assert.equal(two.body.error, "only one option can be chosen");
    const empty = await demo.as("bob", "POST", path, { body: { choices: [] } });
    assert.equal(empty.body.error, "choice set is empty");
    const voted = await demo.as("bob", "POST", path, { body: { choices: [1] } });
    assert.equal(voted.status, 200);
    assert.deepEqual(voted.body.own_votes, [1]);
    assert.equal(voted.body.voted, true);
    const second = await demo.as("bob", "POST", path, { body: { choices: [2] } });
    assert.equal(second.status, 422);
    assert.equal(second.body.error, "already voted");
    const expired = demo.findPost("should the Friday ferry run an hour later");
    const late = await demo.as("bob", "POST", `/api/v1/polls/${expired.id}/votes`, { body: { choices: [0] } });
    assert.equal(late.status, 422);
    assert.equal(late.body.error, "poll has already ended");
  });

  it("accepts several choices in a multiple-choice poll", async () => {
    const multiple = demo.findPost("Which days work for the next repair café");
    const answer = await demo.as("alice", "POST", `/api/v1/polls/${multiple.id}/votes`, { body: { choices: [0, 2] } });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.own_votes, [0, 2]);
  });

  it("creates polls with an expiry", async () => {
    const created = await post("alice", { status: "Tea or coffee?", poll: { options: ["Tea", "Coffee"], expires_in: 3600, multiple: false } });
    assert.equal(created.body.poll.options.length, 2);
    assert.equal(created.body.poll.expired, false);
  });
});

describe("media", () => {
  it("uploads base64 JSON, serves the file and updates the description", async () => {
    const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC";
    const uploaded = await demo.as("alice", "POST", "/api/v1/media", { body: { file: png, media_type: "image/png", description: "dot" } });
    assert.equal(uploaded.body.type, "image");
    assert.equal(uploaded.body.description, "dot");
    const file = await fetch(uploaded.body.url);
    assert.equal(file.headers.get("content-type"), "image/png");
    assert.deepEqual(Buffer.from(await file.arrayBuffer()), Buffer.from(png, "base64"));
    const described = await demo.as("alice", "PUT", `/api/v1/media/${uploaded.body.id}`, { body: { description: "a dot" } });
    assert.equal(described.body.description, "a dot");
    const badType = await demo.as("alice", "POST", "/api/v1/media", { body: { file: png, media_type: "application/x-msdownload" } });
    assert.match(badType.body.error, /^invalid media type/);
    const dataUrl = await demo.as("alice", "POST", "/api/v1/media", { body: { file: `data:image/png;base64,${png}`, media_type: "image/png" } });
    assert.equal(dataUrl.body.error, "base64 decoding error");
  });
});

describe("threads", () => {
  it("marks a reply whose parent the viewer cannot see with parent_visible false", async () => {
    const reply = demo.findPost("I have one you can borrow");
    const asAlice = await demo.as("alice", "GET", `/api/v1/statuses/${reply.id}`);
    assert.equal(asAlice.body.pleroma.parent_visible, false);
    const asBob = await demo.as("bob", "GET", `/api/v1/statuses/${reply.id}`);
    assert.equal(asBob.body.pleroma.parent_visible, true);
    const thread = await demo.as("alice", "GET", `/api/v1/statuses/${reply.id}/thread`);
    assert.deepEqual(thread.body.map((s: any) => s.id), [reply.id]);
  });

  it("orders a thread depth first", async () => {
    const root = demo.findPost("Repair café this Saturday");
    const thread = await demo.call("GET", `/api/v1/statuses/${root.id}/thread`);
    assert.equal(thread.body[0].id, root.id);
    assert.equal(thread.body[1].in_reply_to_id, root.id);
    assert.equal(thread.body[2].in_reply_to_id, thread.body[1].id);
  });
});
