// Relationships, custom feeds, notifications and markers, paging, search, directory, guest access.
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

describe("follows", () => {
  it("a locked account gives requested, and accepting makes it following", async () => {
    const carol = await demo.lookup("carol");
    const follow = await demo.as("bob", "POST", `/api/v1/accounts/${carol.id}/unfollow`);
    assert.equal(follow.body.following, false);
    const requested = await demo.as("bob", "POST", `/api/v1/accounts/${carol.id}/follow`);
    assert.equal(requested.body.requested, true);
    assert.equal(requested.body.following, false);
    const requests = await demo.as("carol", "GET", "/api/v1/follow_requests");
    assert.ok(requests.body.some((a: any) => a.username === "bob"));
    assert.equal((await demo.call("POST", "/__test__/follow_requests/accept", { body: { from: "bob", to: "carol" } })).status, 204);
    const rel = await demo.as("bob", "GET", "/api/v1/accounts/relationships", { query: { "id[]": carol.id } });
    assert.equal(rel.body[0].following, true);
    assert.equal(rel.body[0].requested, false);
  });

  it("an open account is followed at once and notified", async () => {
    const dana = await demo.lookup("dana");
    const rel = await demo.as("carol", "POST", `/api/v1/accounts/${dana.id}/follow`, { body: { reblogs: false } });
    assert.equal(rel.body.following, true);
    assert.equal(rel.body.showing_reblogs, false);
    const notes = await demo.as("dana", "GET", "/api/v1/notifications", { query: { limit: "1" } });
    assert.equal(notes.body[0].type, "follow");
    assert.equal(notes.body[0].account.username, "carol");
    const self = await demo.as("dana", "POST", `/api/v1/accounts/${dana.id}/follow`);
    assert.equal(self.body.error, "target is current user");
  });

  it("authorize and reject answer 404 'follow request not found' without a request", async () => {
    const bob = await demo.lookup("bob");
    const none = await demo.as("alice", "POST", `/api/v1/follow_requests/${bob.id}/authorize`);
    assert.equal(none.status, 404);
    assert.equal(none.body.error, "follow request not found");
    const grace = await demo.lookup("grace");
    const rejected = await demo.as("carol", "POST", `/api/v1/follow_requests/${grace.id}/reject`);
    assert.equal(rejected.status, 200);
    assert.equal(rejected.body.requested_by, false);
  });

  it("hides the social graph of other people", async () => {
    const alice = await demo.lookup("alice");
    const theirs = await demo.as("bob", "GET", `/api/v1/accounts/${alice.id}/followers`);
    assert.deepEqual(theirs.body, []);
    const mine = await demo.as("alice", "GET", `/api/v1/accounts/${alice.id}/followers`, { query: { limit: "2" } });
    assert.equal(mine.body.length, 2);
    const next = mine.headers.get("link");
    assert.match(next ?? "", /<http:\/\/127\.0\.0\.1:\d+\/api\/v1\/accounts\/[^>]+\/followers\?limit=2&max_id=\d+>; rel="next"/);
  });

  it("mutes hide posts and list the muted account", async () => {
    const harbor = await demo.lookup("harbor_news");
    const muted = await demo.as("dana", "POST", `/api/v1/accounts/${harbor.id}/mute`);
    assert.equal(muted.body.muting, true);
    const list = await demo.as("dana", "GET", "/api/v1/mutes");
    assert.ok(list.body.some((a: any) => a.username === "harbor_news"));
    const home = await demo.as("dana", "GET", "/api/v1/timelines/home", { query: { limit: "200" } });
    assert.equal(home.body.some((s: any) => s.account.username === "harbor_news"), false);
    await demo.as("dana", "POST", `/api/v1/accounts/${harbor.id}/unmute`);
  });
});

describe("paging", () => {
  it("sends a Link header only for a full page and follows it to older posts", async () => {
    const first = await demo.as("alice", "GET", "/api/v1/timelines/home", { query: { limit: "20" } });
    assert.equal(first.body.length, 20);
    const link = /<([^>]+)>; rel="next"/.exec(first.headers.get("link") ?? "");
    assert.ok(link, "full page has a next link");
    const next = await demo.as("alice", "GET", link[1]);
    assert.ok(next.body.length > 0);
    assert.ok(next.body[0].id < first.body[19].id);
    const ids = new Set([...first.body, ...next.body].map((s: any) => s.id));
    assert.equal(ids.size, first.body.length + next.body.length);
    const small = await demo.as("alice", "GET", "/api/v1/lists");
    assert.equal(small.headers.get("link"), null);
  });

  it("rejects a limit above 200 with 400", async () => {
    const answer = await demo.as("alice", "GET", "/api/v1/timelines/home", { query: { limit: "201" } });
    assert.equal(answer.status, 400);
    assert.match(answer.body.error, /expected an integer between 0 and 201/);
  });

  it("pages bookmarks by bookmark id through the Link URL", async () => {
    const page = await demo.as("alice", "GET", "/api/v1/bookmarks", { query: { limit: "2" } });
    assert.equal(page.body.length, 2);
    const link = /<([^>]+)>/.exec(page.headers.get("link") ?? "")!;
    const rest = await demo.as("alice", "GET", link[1]);
    assert.ok(rest.body.length >= 1);
    assert.equal(rest.body.some((s: any) => page.body.some((p: any) => p.id === s.id)), false);
  });
});

describe("guests and optional auth", () => {
  it("reads the local timeline and public posts without a token", async () => {
    const local = await demo.call("GET", "/api/v1/timelines/public", { query: { local: "true" } });
    assert.equal(local.status, 200);
    assert.ok(local.body.every((s: any) => !s.account.acct.includes("@") && s.visibility === "public"));
    const federated = await demo.call("GET", "/api/v1/timelines/public");
    assert.equal(federated.status, 401);
    assert.equal(federated.body.error, "authentication required");
  });

  it("answers 404 'post not found' for a post the guest cannot see, and 400 for a malformed id", async () => {
    const hidden = demo.findPost("Followers only: allotment key");
    const answer = await demo.call("GET", `/api/v1/statuses/${hidden.id}`);
    assert.equal(answer.status, 404);
    assert.equal(answer.body.error, "post not found");
    assert.equal((await demo.call("GET", "/api/v1/accounts/not-a-uuid")).status, 400);
    const noProfile = await demo.call("GET", "/api/v1/accounts/lookup", { query: { acct: "ghost" } });
    assert.equal(noProfile.body.error, "profile not found");
  });

  it("limits guest account search to 2 results", async () => {
    const guest = await demo.call("GET", "/api/v1/accounts/search", { query: { q: "a" } });
    assert.ok(guest.body.length <= 2);
    const user = await demo.as("bob", "GET", "/api/v1/accounts/search", { query: { q: "a" } });
    assert.ok(user.body.length > 2);
  });
});

describe("custom feeds", () => {
  it("adds members once ('user already added') and shows their posts", async () => {
    const created = await demo.as("bob", "POST", "/api/v1/lists", { body: { title: "Photos" } });
    assert.equal(created.status, 200);
    const dana = await demo.lookup("dana");
    const path = `/api/v1/lists/${created.body.id}/accounts`;
    assert.equal((await demo.as("bob", "POST", path, { body: { account_ids: [dana.id] } })).status, 200);
    const twice = await demo.as("bob", "POST", path, { body: { account_ids: [dana.id] } });
    assert.equal(twice.status, 422);
    assert.equal(twice.body.error, "user already added");
    const feed = await demo.as("bob", "GET", `/api/v1/timelines/list/${created.body.id}`);
    assert.ok(feed.body.length > 0 && feed.body.every((s: any) => s.account.username === "dana"));
    const foreign = await demo.as("alice", "GET", `/api/v1/lists/${created.body.id}`);
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.error, "custom feed not found");
    await demo.as("bob", "DELETE", path, { query: { "account_ids[0]": dana.id } });
    assert.deepEqual((await demo.as("bob", "GET", path)).body, []);
  });
});

describe("notifications and markers", () => {
  it("seeds every notification type for alice", async () => {
    const notes = await demo.as("alice", "GET", "/api/v1/notifications", { query: { limit: "200" } });
    const types = new Set(notes.body.map((n: any) => n.type));
    for (const type of ["follow", "follow_request", "mention", "favourite", "pleroma:emoji_reaction", "reblog", "subscription", "subscription_expiration", "subscriber_leaving", "move"]) {
      assert.ok(types.has(type), `missing ${type}`);
    }
    assert.ok(notes.body.some((n: any) => n.type === "mention" && n.subtype === "reply"));
    const admin = await demo.as("admin", "GET", "/api/v1/notifications");
    assert.ok(admin.body.some((n: any) => n.type === "admin.sign_up"));
  });

  it("makes notifications through the test control and pages with min_id", async () => {
    const latest = await demo.as("bob", "GET", "/api/v1/notifications", { query: { limit: "1" } });
    const made = await demo.call("POST", "/__test__/notify", { body: { to: "bob", type: "follow", from: "lena@fedi.example" } });
    assert.equal(made.status, 200);
    const newer = await demo.as("bob", "GET", "/api/v1/notifications", { query: { min_id: latest.body[0].id } });
    assert.deepEqual(newer.body.map((n: any) => n.id), [made.body.id]);
  });

  it("stores the notifications marker (integer ids only)", async () => {
    const saved = await demo.as("bob", "POST", "/api/v1/markers", { body: { notifications: { last_read_id: "1005" } } });
    assert.equal(saved.body.notifications.last_read_id, "1005");
    const read = await demo.as("bob", "GET", "/api/v1/markers", { query: { "timeline[]": "notifications" } });
    assert.equal(read.body.notifications.last_read_id, "1005");
    assert.equal(read.body.home, undefined);
    const bad = await demo.as("bob", "POST", "/api/v1/markers", { body: { "notifications[last_read_id]": "abc" } });
    assert.equal(bad.body.error, "invalid item ID");
  });
});

describe("search and directory", () => {
  it("finds accounts, posts and hashtags, with offset paging", async () => {
    const all = await demo.as("alice", "GET", "/api/v2/search", { query: { q: "garden" } });
    assert.ok(all.body.statuses.length > 0);
    assert.ok(all.body.hashtags.some((t: any) => t.name === "gardening"));
    const people = await demo.as("alice", "GET", "/api/v2/search", { query: { q: "lena", type: "accounts" } });
    assert.equal(people.body.accounts[0].acct, "lena@fedi.example");
    assert.deepEqual(people.body.statuses, []);
    const page1 = await demo.as("alice", "GET", "/api/v2/search", { query: { q: "the", type: "statuses", limit: "3" } });
    const page2 = await demo.as("alice", "GET", "/api/v2/search", { query: { q: "the", type: "statuses", limit: "3", offset: "3" } });
    assert.equal(page1.body.statuses.length, 3);
    assert.notEqual(page1.body.statuses[0].id, page2.body.statuses[0].id);
    assert.equal((await demo.call("GET", "/api/v2/search", { query: { q: "x" } })).status, 401);
  });

  it("lists local profiles by activity with offset and limit", async () => {
    const first = await demo.as("alice", "GET", "/api/v1/directory", { query: { limit: "3", order: "active" } });
    assert.equal(first.body.length, 3);
    assert.ok(first.body.every((a: any) => !a.acct.includes("@")));
    const next = await demo.as("alice", "GET", "/api/v1/directory", { query: { limit: "3", offset: "3" } });
    assert.notEqual(next.body[0].id, first.body[0].id);
  });
});
