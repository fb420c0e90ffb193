import { afterEach, beforeEach, mock, test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";

(globalThis as unknown as { window: unknown }).window = { MITRA_CONFIG: { apiUrl: "https://social.example" } };
const g = globalThis as unknown as { fetch: typeof fetch };

const {
  acceptFollowRequestAtom,
  FOLLOW_REPOLL_MS,
  followAtom,
  rejectFollowRequestAtom,
  removeFromFollowersAtom,
  setShowReblogsAtom,
  setShowRepliesAtom,
  toggleMuteAtom,
  transitions,
  unfollowAtom,
} = await import("../../../src/state/relationship-actions");
const {
  applyRelationshipOverlay,
  KEPT_RELATIONSHIPS,
  loadRelationshipsAtom,
  relationshipFamily,
  relationshipPendingFamily,
  serverRelationshipFamily,
  setRelationshipAtom,
} = await import("../../../src/state/relationships");
const { tokenAtom } = await import("../../../src/state/session");

type Rel = import("../../../src/api/types").Relationship;
const base: Rel = {
  id: "a1",
  following: false,
  followed_by: false,
  requested: false,
  requested_by: false,
  subscription_to: false,
  subscription_from: false,
  showing_reblogs: true,
  showing_replies: true,
  muting: false,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

let calls: { method: string; path: string; body: string }[] = [];
let answer: (method: string, path: string, body: string) => Response | Promise<Response>;

beforeEach(() => {
  calls = [];
  g.fetch = (async (input: RequestInfo) => {
    const request = input instanceof Request ? input : new Request(input);
    const body = await request.clone().text();
    const url = new URL(request.url);
    calls.push({ method: request.method, path: url.pathname + url.search, body });
    return answer(request.method, url.pathname, body);
  }) as typeof fetch;
});
afterEach(() => mock.timers.reset());

function storeWith(rel: Rel) {
  const store = createStore();
  store.set(tokenAtom, "token");
  store.set(serverRelationshipFamily(rel.id), rel);
  return store;
}

test("the overlay is merged over the server copy and never written into it", () => {
  assert.equal(applyRelationshipOverlay(undefined, { muting: true }), undefined);
  assert.equal(applyRelationshipOverlay(base, null), base);
  const merged = applyRelationshipOverlay(base, { muting: true });
  assert.equal(merged?.muting, true);
  assert.equal(base.muting, false);
});

test("transitions: follow gives following, or requested for a locked account", () => {
  assert.deepEqual(transitions.follow(false), { following: true, requested: false });
  assert.deepEqual(transitions.follow(true), { requested: true });
  assert.deepEqual(transitions.unfollow(), { following: false, requested: false });
  assert.deepEqual(transitions.accept(), { requested_by: false, followed_by: true });
  assert.deepEqual(transitions.reject(), { requested_by: false });
  assert.deepEqual(transitions.removeFromFollowers(), { followed_by: false });
});

test("follow applies at once, sends reblogs and replies, and adopts the server's answer", async () => {
  const store = storeWith(base);
  let release!: () => void;
  answer = () => new Promise((r) => (release = () => r(json({ ...base, following: true, showing_reblogs: false }))));
  const done = store.set(followAtom, { accountId: "a1", locked: false });
  assert.equal(store.get(relationshipFamily("a1"))?.following, true);
  assert.equal(store.get(relationshipPendingFamily("a1")), true);
  // A second press while pending sends nothing.
  assert.equal(await store.set(unfollowAtom, "a1"), undefined);
  await new Promise((r) => setTimeout(r, 0));
  release();
  await done;
  assert.equal(calls.length, 1);
  assert.deepEqual(JSON.parse(calls[0].body), { reblogs: true, replies: true });
  assert.equal(calls[0].path, "/api/v1/accounts/a1/follow");
  assert.equal(store.get(relationshipFamily("a1"))?.showing_reblogs, false);
  assert.equal(store.get(relationshipPendingFamily("a1")), false);
});

test("a failed request rolls back and rethrows", async () => {
  const store = storeWith({ ...base, following: true });
  answer = () => json({ error_description: "boom" }, 500);
  await assert.rejects(store.set(unfollowAtom, "a1"), /boom/);
  assert.equal(store.get(relationshipFamily("a1"))?.following, true);
  assert.equal(store.get(relationshipPendingFamily("a1")), false);
  await assert.rejects(store.set(toggleMuteAtom, "a1"), /boom/);
  assert.equal(store.get(relationshipFamily("a1"))?.muting, false);
});

test("a locked account: requested, then re-polled every 5 s until following", async () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  const store = storeWith(base);
  let polls = 0;
  answer = (method, path) => {
    if (method === "POST") return json({ ...base, requested: true });
    polls++;
    return json([{ ...base, following: polls >= 2, requested: polls < 2 }]);
  };
  const done = store.set(followAtom, { accountId: "a1", locked: true });
  assert.equal(store.get(relationshipFamily("a1"))?.requested, true);
  assert.equal(store.get(relationshipFamily("a1"))?.following, false);
  const tick = async () => {
    for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
  };
  await tick();
  assert.equal(polls, 0);
  mock.timers.tick(FOLLOW_REPOLL_MS - 1);
  await tick();
  assert.equal(polls, 0, "not before 5 s");
  mock.timers.tick(1);
  await tick();
  assert.equal(polls, 1);
  assert.equal(store.get(relationshipFamily("a1"))?.requested, true);
  mock.timers.tick(FOLLOW_REPOLL_MS);
  await tick();
  await done;
  assert.equal(polls, 2);
  assert.equal(store.get(relationshipFamily("a1"))?.following, true);
  mock.timers.tick(FOLLOW_REPOLL_MS * 10);
  await tick();
  assert.equal(polls, 2, "stops once following");
  assert.ok(calls.filter((c) => c.method === "GET").every((c) => c.path === "/api/v1/accounts/relationships?id[]=a1"));
});

test("the re-poll gives up after 5 times", async () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  const store = storeWith(base);
  let polls = 0;
  answer = (method) => {
    if (method === "POST") return json({ ...base, requested: true });
    polls++;
    return json([{ ...base, requested: true }]);
  };
  const done = store.set(followAtom, { accountId: "a1", locked: true });
  const tick = async () => {
    for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
  };
  for (let i = 0; i < 8; i++) {
    await tick();
    mock.timers.tick(FOLLOW_REPOLL_MS);
  }
  await tick();
  await done;
  assert.equal(polls, 5);
});

test("aborting stops the re-poll", async () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  const store = storeWith(base);
  let polls = 0;
  answer = (method) => {
    if (method === "POST") return json({ ...base, requested: true });
    polls++;
    return json([{ ...base, requested: true }]);
  };
  const controller = new AbortController();
  const done = store.set(followAtom, { accountId: "a1", locked: true, signal: controller.signal });
  await new Promise((r) => setImmediate(r));
  controller.abort();
  await done;
  assert.equal(polls, 0);
});

test("hide reposts re-sends follow keeping the replies setting, and the reverse", async () => {
  const store = storeWith({ ...base, following: true, showing_replies: false });
  answer = (_m, _p, body) => {
    const b = JSON.parse(body);
    return json({ ...base, following: true, showing_reblogs: b.reblogs, showing_replies: b.replies });
  };
  await store.set(setShowReblogsAtom, { accountId: "a1", show: false });
  assert.deepEqual(JSON.parse(calls[0].body), { reblogs: false, replies: false });
  assert.equal(store.get(relationshipFamily("a1"))?.showing_reblogs, false);
  await store.set(setShowRepliesAtom, { accountId: "a1", show: true });
  assert.deepEqual(JSON.parse(calls[1].body), { reblogs: false, replies: true });
  assert.equal(store.get(relationshipFamily("a1"))?.showing_replies, true);
});

test("accept, reject, remove from followers and mute call their endpoints", async () => {
  const store = storeWith({ ...base, requested_by: true, followed_by: false });
  answer = (_m, path) => {
    if (path.endsWith("/authorize")) return json({ ...base, followed_by: true });
    if (path.endsWith("/reject")) return json({ ...base });
    if (path.endsWith("/remove_from_followers")) return json({ ...base, followed_by: false });
    if (path.endsWith("/mute")) return json({ ...base, muting: true });
    return json({ ...base });
  };
  await store.set(acceptFollowRequestAtom, "a1");
  assert.equal(store.get(relationshipFamily("a1"))?.followed_by, true);
  await store.set(removeFromFollowersAtom, "a1");
  assert.equal(store.get(relationshipFamily("a1"))?.followed_by, false);
  store.set(serverRelationshipFamily("a1"), { ...base, requested_by: true });
  const rejecting = store.set(rejectFollowRequestAtom, "a1");
  assert.equal(store.get(relationshipFamily("a1"))?.requested_by, false);
  await rejecting;
  await store.set(toggleMuteAtom, "a1");
  assert.equal(store.get(relationshipFamily("a1"))?.muting, true);
  assert.deepEqual(
    calls.map((c) => c.path),
    [
      "/api/v1/follow_requests/a1/authorize",
      "/api/v1/accounts/a1/remove_from_followers",
      "/api/v1/follow_requests/a1/reject",
      "/api/v1/accounts/a1/mute",
    ],
  );
});

test("loadRelationshipsAtom asks only for unknown ids, once", async () => {
  const store = storeWith(base);
  answer = () => json([{ ...base, id: "b2", muting: true }]);
  await store.set(loadRelationshipsAtom, ["a1", "b2", "b2"]);
  assert.equal(calls.length, 1);
  assert.equal(calls[0].path, "/api/v1/accounts/relationships?id[]=b2");
  assert.equal(store.get(relationshipFamily("b2"))?.muting, true);
});

// A long session meets thousands of accounts: the relationships kept are the recent ones and those on screen.
test(`beyond ${KEPT_RELATIONSHIPS} accounts the relationships least recently asked for leave, except those on screen`, async () => {
  const store = storeWith({ ...base, id: "shown" });
  const stop = store.sub(relationshipFamily("shown"), () => {});
  const kept = () => [...serverRelationshipFamily.getParams()];
  answer = () => json([]);
  for (let n = 0; n < KEPT_RELATIONSHIPS + 50; n++) store.set(setRelationshipAtom, { ...base, id: `bulk${n}` });
  assert.equal(kept().length, KEPT_RELATIONSHIPS);
  assert.equal(kept().includes("bulk50"), false, "the oldest left");
  // Known ones asked for again (a page showing their accounts) are recent again; nothing is sent for them.
  await store.set(loadRelationshipsAtom, ["bulk60", "bulk61"]);
  assert.equal(calls.length, 0);
  for (let n = 0; n < 20; n++) store.set(setRelationshipAtom, { ...base, id: `late${n}` });
  assert.equal(kept().length, KEPT_RELATIONSHIPS);
  assert.equal(store.get(relationshipFamily("shown"))?.id, "shown", "a card on screen keeps its relationship");
  assert.ok(kept().includes("bulk60") && kept().includes("bulk73"));
  assert.equal(kept().includes("bulk62"), false);
  stop();
});
