// The timeline poller's atoms against a stubbed fetch: new posts wait behind the button, join at the top at once,
// or replace the list after a gap; showing them keeps the posts in the cache.
import { beforeEach, mock, test } from "node:test";
import assert from "node:assert/strict";
import { Window } from "happy-dom";

const window = new Window({ url: "https://mitra.test/" });
Object.assign(globalThis, { window, document: window.document });
(window as unknown as { MITRA_CONFIG: unknown }).MITRA_CONFIG = { apiUrl: "https://social.example" };
const g = globalThis as unknown as { fetch: typeof fetch };

const { createStore } = await import("jotai");
const { feedStateFamily, loadFeedAtom, pollFeedAtom, showPendingAtom, loadMoreAtom } = await import(
  "../../../../src/entities/timeline/timeline-state"
);
const { holderCount, postFamily } = await import("../../../../src/state/posts");
const { startFeedPoller, timelinePollInterval, TIMELINE_POLL_MS } = await import("../../../../src/entities/timeline/use-feed-polling");

const account = { id: "a1", username: "bob", acct: "bob", display_name: "Bob", emojis: [] };
const post = (id: string) => ({ id, content: `<p>${id}</p>`, account, reblog: null, media_attachments: [], mentions: [], tags: [], emojis: [], pleroma: { emoji_reactions: [] } });
const ids = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => `p${String(from - i).padStart(3, "0")}`);
let answer: string[] = [];
g.fetch = (async () => new Response(JSON.stringify(answer.map(post)), { headers: { "Content-Type": "application/json" } })) as typeof fetch;

const FEED = { kind: "local" } as const;
let store: ReturnType<typeof createStore>;
beforeEach(async () => {
  store = createStore();
  answer = ids(120, 101);
  await store.set(loadFeedAtom, FEED);
});
const state = () => store.get(feedStateFamily("local"));

test("new posts wait behind the button while the reader is down the page, then join above", async () => {
  answer = [...ids(123, 121), ...ids(120, 104)];
  await store.set(pollFeedAtom, FEED, false);
  assert.deepEqual(state().pending, ids(123, 121));
  assert.equal(state().ids[0], "p120", "the list itself has not moved");
  const held = holderCount(store.get, "p123");
  assert.ok(held >= 1, "waiting posts are held in the cache");
  answer = [...ids(124, 121), ...ids(120, 105)];
  await store.set(pollFeedAtom, FEED, false);
  assert.deepEqual(state().pending, ids(124, 121), "only what is newer still is added");
  store.set(showPendingAtom, FEED);
  assert.deepEqual(state().ids.slice(0, 5), ["p124", "p123", "p122", "p121", "p120"]);
  assert.deepEqual(state().pending, []);
  assert.equal(holderCount(store.get, "p123"), held, "moving into the list keeps one hold");
  assert.ok(store.get(postFamily("p124")));
});

test("at the very top new posts join at once", async () => {
  answer = [...ids(121, 121), ...ids(120, 102)];
  await store.set(pollFeedAtom, FEED, true);
  assert.equal(state().ids[0], "p121");
  assert.deepEqual(state().pending, []);
});

test("more new posts than a page: showing them starts the list over from them", async () => {
  answer = ids(160, 141);
  await store.set(pollFeedAtom, FEED, false);
  assert.equal(state().pending.length, 20);
  const held = holderCount(store.get, "p110"); // other tests' stores hold it too: the cache's counts are per page
  store.set(showPendingAtom, FEED);
  assert.deepEqual(state().ids, ids(160, 141));
  assert.deepEqual(state().next, { maxId: "p141" });
  assert.equal(holderCount(store.get, "p110"), held - 1, "the old list let go of its posts");
});

test("a failed poll throws for the backoff and changes nothing; a failed next page stops endless loading", async () => {
  const ok = g.fetch;
  g.fetch = (async () => new Response("{}", { status: 500 })) as typeof fetch;
  await assert.rejects(store.set(pollFeedAtom, FEED, false));
  assert.deepEqual(state().pending, []);
  await store.set(loadMoreAtom, FEED);
  assert.equal(state().moreFailed, true);
  assert.equal((state().error as { status?: number }).status, 500, "the failure is kept for the message the list shows");
  g.fetch = ok;
  await store.set(loadFeedAtom, FEED);
  assert.equal(state().moreFailed, false, "a list loaded again starts without the old list's failure");
  g.fetch = (async () => new Response("{}", { status: 500 })) as typeof fetch;
  await store.set(loadMoreAtom, FEED);
  g.fetch = ok;
  answer = ids(100, 81);
  await store.set(loadMoreAtom, FEED);
  assert.equal(state().moreFailed, false);
  assert.equal(state().error, null);
  assert.equal(state().ids.length, 40);
});

test("the poll period is 30 s unless the page chose another", () => {
  assert.equal(timelinePollInterval(), TIMELINE_POLL_MS);
  globalThis.__MITRA_TIMELINE_POLL_MS__ = 500;
  assert.equal(timelinePollInterval(), 500);
  globalThis.__MITRA_TIMELINE_POLL_MS__ = 5;
  assert.equal(timelinePollInterval(), TIMELINE_POLL_MS, "too short is ignored");
  globalThis.__MITRA_TIMELINE_POLL_MS__ = undefined;
});

/** Runs a poller on mocked timers; `at` lists the moments (ms after the start) at which it asked. */
function poller(outcomes: boolean[]) {
  mock.timers.enable({ apis: ["setTimeout"] });
  let now = 0;
  const at: number[] = [];
  const stop = startFeedPoller(async () => {
    at.push(now);
    if (outcomes.shift() === false) throw new Error("unreachable");
  }, 100);
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  const advance = async (ms: number) => {
    for (let i = 0; i < ms; i += 10) {
      now += 10;
      mock.timers.tick(10);
      await settle();
    }
  };
  const end = () => {
    stop();
    mock.timers.reset();
  };
  return { at, advance, end, settle };
}
const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
  document.dispatchEvent(new window.Event("visibilitychange") as unknown as Event);
};

test("after each failure the wait doubles, up to eight periods; a success brings it back to one", async () => {
  const p = poller([false, false, false, false, false, true, true]);
  await p.advance(100 + 200 + 400 + 800 + 800 + 800 + 100);
  p.end();
  assert.deepEqual(p.at, [100, 300, 700, 1500, 2300, 3100, 3200]);
});

test("a hidden tab does not poll, not even when the connection returns; it polls at once when shown", async () => {
  const p = poller([]);
  setHidden(true);
  await p.advance(300);
  window.dispatchEvent(new window.Event("online"));
  await p.settle();
  assert.deepEqual(p.at, [], "nothing while hidden");
  setHidden(false);
  await p.settle();
  assert.deepEqual(p.at, [300]);
  window.dispatchEvent(new window.Event("online"));
  await p.settle();
  assert.deepEqual(p.at, [300, 300], "a visible tab asks as soon as it is back online");
  p.end();
});
