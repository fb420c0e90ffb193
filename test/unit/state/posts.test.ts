import { test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import type { Status } from "../../../src/api/types";
import { createToggleQueue, patchOverlayAtom } from "../../../src/state/post-changes";
import {
  holderCount,
  KEPT_UNHELD_POSTS,
  mergePost,
  overlayFamily,
  postFamily,
  postViewFamily,
  releasePosts,
  retainPosts,
  upsertPostsAtom,
} from "../../../src/state/posts";

const post = (over: Partial<Status> = {}): Status =>
  ({
    id: "1",
    favourited: false,
    favourites_count: 3,
    reblogged: false,
    reblogs_count: 1,
    bookmarked: false,
    pinned: false,
    reblog: null,
    pleroma: { emoji_reactions: [{ name: "🎉", count: 2, me: false, url: null }], in_reply_to_account_acct: null, parent_visible: true, quote: null },
    ...over,
  }) as Status;

test("merge: no overlay, no change (same object)", () => {
  const p = post();
  assert.equal(mergePost(p, undefined), p);
  assert.equal(mergePost(p, {}), p);
  assert.equal(mergePost(p, { favourited: false }), p);
});

test("merge: flags move counts by one, never below zero", () => {
  assert.deepEqual(
    [mergePost(post(), { favourited: true }).favourites_count, mergePost(post(), { favourited: true }).favourited],
    [4, true],
  );
  assert.equal(mergePost(post({ favourited: true }), { favourited: false }).favourites_count, 2);
  assert.equal(mergePost(post({ favourited: true, favourites_count: 0 }), { favourited: false }).favourites_count, 0);
  assert.equal(mergePost(post(), { reblogged: true }).reblogs_count, 2);
  assert.equal(mergePost(post({ reblogged: true }), { reblogged: false }).reblogs_count, 0);
  assert.equal(mergePost(post(), { bookmarked: true }).bookmarked, true);
  assert.equal(mergePost(post(), { pinned: true }).pinned, true);
});

test("merge: reactions add, join, leave and disappear at zero", () => {
  const joined = mergePost(post(), { reactions: { "🎉": true } }).pleroma.emoji_reactions;
  assert.deepEqual(joined, [{ name: "🎉", count: 3, me: true, url: null }]);
  const added = mergePost(post(), { reactions: { "👀": true } }).pleroma.emoji_reactions;
  assert.deepEqual(added.map((r) => [r.name, r.count, r.me]), [["🎉", 2, false], ["👀", 1, true]]);
  const mine = post({ pleroma: { ...post().pleroma, emoji_reactions: [{ name: "x", count: 1, me: true, url: "u" }] } });
  assert.deepEqual(mergePost(mine, { reactions: { x: false } }).pleroma.emoji_reactions, []);
  assert.equal(mergePost(mine, { reactions: { x: true } }).pleroma.emoji_reactions[0].count, 1, "already mine: unchanged");
});

test("the server copy is never modified", () => {
  const p = post();
  const frozen = JSON.stringify(p);
  mergePost(p, { favourited: true, reblogged: true, reactions: { "🎉": true, "👀": true } });
  assert.equal(JSON.stringify(p), frozen);
});

test("store: reposted and quoted posts get their own atoms; the view merges the overlay", () => {
  const store = createStore();
  const inner = post({ id: "inner" });
  store.set(upsertPostsAtom, [post({ id: "wrap", reblog: inner })]);
  assert.equal(store.get(postFamily("inner"))?.id, "inner");
  store.set(patchOverlayAtom, "inner", { favourited: true });
  assert.equal(store.get(postViewFamily("inner"))?.favourites_count, 4);
  store.set(patchOverlayAtom, "inner", { favourited: undefined });
  assert.deepEqual(store.get(overlayFamily("inner")), {});
});

test("retain and release: posts nobody holds leave the cache", () => {
  const store = createStore();
  store.set(upsertPostsAtom, [post({ id: "a", reblog: post({ id: "b" }) })]);
  retainPosts(store.get, ["a"]);
  retainPosts(store.get, ["a"]);
  assert.equal(holderCount(store.get, "a"), 2);
  assert.equal(holderCount(store.get, "b"), 2);
  releasePosts(store.get, ["a"]);
  assert.equal(store.get(postFamily("a"))?.id, "a");
  releasePosts(store.get, ["a"]);
  assert.equal(holderCount(store.get, "a"), 0);
  assert.equal(store.get(postFamily("a")), undefined, "a fresh atom: the old value is gone");
  assert.equal(store.get(postFamily("b")), undefined);
});

// A notification's post, an action's answer, a repost just made: no list holds them, so no release evicts them.
test(`beyond ${KEPT_UNHELD_POSTS} posts no list holds, the least recently adopted leave, except those on screen`, () => {
  const store = createStore();
  store.set(upsertPostsAtom, [post({ id: "u-shown" }), post({ id: "u-held" })]);
  retainPosts(store.get, ["u-held"]);
  const stop = store.sub(postViewFamily("u-shown"), () => {});
  for (let n = 0; n < KEPT_UNHELD_POSTS + 50; n++) store.set(upsertPostsAtom, [post({ id: `u${n}` })]);
  const cached = () => [...postFamily.getParams()].filter((id) => id.startsWith("u"));
  assert.equal(cached().length, KEPT_UNHELD_POSTS + 1, "the recent ones, and the one a list holds");
  assert.ok(cached().includes("u-shown"), "a card on screen keeps its post");
  assert.ok(cached().includes("u-held") && cached().includes(`u${KEPT_UNHELD_POSTS + 49}`));
  assert.equal(cached().includes("u50"), false, "the oldest left");
  assert.equal(store.get(postViewFamily("u-shown"))?.id, "u-shown");
  // A page larger than the bound stays whole until its list holds it.
  const page = Array.from({ length: KEPT_UNHELD_POSTS + 10 }, (_, n) => post({ id: `page${n}` }));
  store.set(upsertPostsAtom, page);
  assert.equal([...postFamily.getParams()].filter((id) => id.startsWith("page")).length, page.length);
  stop();
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

test("toggle queue: rapid toggles send only the final intent, in order", async () => {
  const queue = createToggleQueue<string>();
  const sent: boolean[] = [];
  const pending: ReturnType<typeof deferred<string>>[] = [];
  const send = (v: boolean) => {
    sent.push(v);
    const d = deferred<string>();
    pending.push(d);
    return d.promise;
  };
  const a = queue.set("like:1", true, false, send); // on
  const b = queue.set("like:1", false, false, send); // off
  const c = queue.set("like:1", true, false, send); // on again
  assert.deepEqual(sent, [true]);
  assert.ok(queue.pending("like:1"));
  pending[0].resolve("server on");
  assert.deepEqual(await Promise.all([a, b, c]), ["server on", "server on", "server on"]);
  assert.deepEqual(sent, [true], "the final intent equals what the server has: nothing more is sent");
  assert.ok(!queue.pending("like:1"));

  const d1 = queue.set("like:1", false, true, send); // off
  queue.set("like:1", true, true, send); // on
  queue.set("like:1", false, true, send); // off: differs after the first answer
  pending[1].resolve("off");
  await new Promise((r) => setTimeout(r, 0));
  assert.deepEqual(sent, [true, false], "still off: no second request");
  assert.equal(await d1, "off");
});

test("toggle queue: a change of mind during a request sends one more request afterwards", async () => {
  const queue = createToggleQueue<boolean>();
  const sent: boolean[] = [];
  const run = queue.set("k", true, false, async (v) => {
    sent.push(v);
    await new Promise((r) => setTimeout(r, 5));
    return v;
  });
  queue.set("k", false, false, async () => true);
  assert.equal(await run, false);
  assert.deepEqual(sent, [true, false]);
});

test("toggle queue: nothing to send when the wish equals the server; failures reject and free the key", async () => {
  const queue = createToggleQueue<string>();
  assert.equal(await queue.set("k", true, true, async () => "never"), undefined);
  await assert.rejects(queue.set("k", true, false, async () => Promise.reject(new Error("boom"))), /boom/);
  assert.ok(!queue.pending("k"));
});
