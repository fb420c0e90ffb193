// The timeline engine through a store with a fake server: pages in order, a stale answer never overwrites a newer
// one, a failed page keeps the list, each feed stays under its cap, and feeds beyond the few kept are evicted with
// their posts.
import { test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../emoji/dom";

installDom();

const { createStore } = await import("jotai");
const { EMPTY_FEED, FIRST_SHOWN, MAX_ENTRIES, MAX_FEEDS, feedStateFamily, loadFeedAtom, loadMoreAtom, prependToFeedAtom, removeFromFeedsAtom, timelineReportAtom } =
  await import("../../../../src/entities/timeline/timeline-state");
const { feedKey } = await import("../../../../src/entities/timeline/feeds");
const { postFamily } = await import("../../../../src/state/posts");
const { apiAtom } = await import("../../../../src/state/session");
const { deferred, fakeApi, status } = await import("../../support/fake-api");
type Feed = import("../../../../src/entities/timeline/feeds").Feed;
type Status = import("../../../../src/api/types").Status;

/** A server whose every timeline holds `size` posts, newest first, ids `<prefix><number>`, paged by max_id. */
function timelines(size = 1000, prefix = (path: string) => path.split("/").pop()!.slice(0, 3)) {
  return ({ url }: { url: URL }) => {
    const p = prefix(url.pathname);
    const limit = Number(url.searchParams.get("limit") ?? 20);
    const maxId = url.searchParams.get("max_id");
    const below = maxId ? Number(maxId.slice(p.length)) : size + 1;
    const items = [];
    for (let n = below - 1; n >= 1 && items.length < limit; n--) items.push(status(`${p}${String(n).padStart(4, "0")}`));
    return { body: items };
  };
}

function setUp(handler: Parameters<typeof fakeApi>[0] = timelines()) {
  const store = createStore();
  const fake = fakeApi(handler);
  store.set(apiAtom, fake.api);
  const state = (feed: Feed) => store.get(feedStateFamily(feedKey(feed)));
  return { store, fake, state };
}

const HOME: Feed = { kind: "home" };

test("the first page, then the next one by max_id, in order", async () => {
  const { store, fake, state } = setUp();
  await store.set(loadFeedAtom, HOME);
  assert.equal(state(HOME).status, "ready");
  assert.equal(state(HOME).ids.length, 20);
  assert.equal(state(HOME).hasMore, true);
  assert.ok(store.get(postFamily(state(HOME).ids[0])), "the posts are in the cache");
  await store.set(loadMoreAtom, HOME);
  const ids = state(HOME).ids;
  assert.equal(ids.length, 40);
  assert.equal(fake.requests[1].url.searchParams.get("max_id"), ids[19], "the next page starts after the last post");
  assert.deepEqual(ids, [...ids].sort().reverse(), "newest first, no gaps");
});

test("a failed next page keeps the list and lets the reader try again", async () => {
  let fail = false;
  const pages = timelines();
  const { store, state } = setUp((request) => (fail ? { status: 500, body: { error: "busy" } } : pages(request)));
  await store.set(loadFeedAtom, HOME);
  const before = state(HOME).ids;
  fail = true;
  await store.set(loadMoreAtom, HOME);
  assert.deepEqual(state(HOME).ids, before);
  assert.equal(state(HOME).status, "ready");
  assert.equal(state(HOME).loadingMore, false);
  assert.equal(state(HOME).hasMore, true);
  fail = false;
  await store.set(loadMoreAtom, HOME);
  assert.equal(state(HOME).ids.length, 40);
});

test("a failed first page is an error the view can retry; the retry loads it", async () => {
  let fail = true;
  const pages = timelines();
  const { store, state } = setUp((request) => (fail ? { status: 503, body: { error: "down" } } : pages(request)));
  await store.set(loadFeedAtom, HOME);
  assert.equal(state(HOME).status, "error");
  assert.deepEqual(state(HOME).ids, []);
  fail = false;
  await store.set(loadFeedAtom, HOME);
  assert.equal(state(HOME).status, "ready");
});

test("an older request answering after a newer one started is ignored", async () => {
  const gates = [deferred(), deferred()];
  let n = 0;
  const { store, state } = setUp(async ({ url }) => {
    const mine = n++;
    await gates[mine].promise;
    return { body: [status(mine === 0 ? "old1" : "new1"), status(mine === 0 ? "old0" : "new0")] };
  });
  const first = store.set(loadFeedAtom, HOME, 0);
  const second = store.set(loadFeedAtom, HOME, 1); // the home button pressed again
  gates[1].resolve();
  await second;
  gates[0].resolve();
  await first;
  assert.deepEqual(state(HOME).ids, ["new1", "new0"]);
  assert.equal(state(HOME).loadedFor, 1);
});

test("a next page asked before a reload does not land in the reloaded list", async () => {
  const gate = deferred();
  const pages = timelines();
  let holdNext = false;
  const { store, state } = setUp(async (request) => {
    if (holdNext && request.url.searchParams.get("max_id")) await gate.promise;
    return pages(request);
  });
  await store.set(loadFeedAtom, HOME);
  holdNext = true;
  const more = store.set(loadMoreAtom, HOME);
  await store.set(loadFeedAtom, HOME, 1);
  gate.resolve();
  await more;
  assert.equal(state(HOME).ids.length, 20, "only the reloaded first page");
});

test("a feed keeps at most MAX_ENTRIES posts and then offers no more", async () => {
  const { store, state } = setUp();
  await store.set(loadFeedAtom, HOME);
  while (state(HOME).hasMore) await store.set(loadMoreAtom, HOME);
  assert.equal(state(HOME).ids.length, MAX_ENTRIES);
  assert.equal(new Set(state(HOME).ids).size, MAX_ENTRIES, "no duplicates");
});

test("beyond MAX_FEEDS feeds the least recently used one is dropped with the posts only it held", async () => {
  const { store, state } = setUp(timelines(100, (path) => path.split("/").pop()!.slice(0, 3)));
  const tags: Feed[] = Array.from({ length: MAX_FEEDS }, (_, i) => ({ kind: "tag", tag: `t${i}x` }));
  for (const feed of tags) await store.set(loadFeedAtom, feed);
  const oldest = state(tags[0]).ids[0];
  assert.ok(store.get(postFamily(oldest)));
  await store.set(loadFeedAtom, HOME);
  assert.deepEqual(state(tags[0]), EMPTY_FEED, "the oldest feed is gone");
  assert.equal(store.get(postFamily(oldest)), undefined, "its posts left the cache");
  assert.equal(state(tags[1]).status, "ready", "the others stay");
  assert.ok(store.get(postFamily(state(tags[1]).ids[0])));
});

test("a new post goes on top of a loaded feed; a deleted one leaves every feed with its reposts", async () => {
  const { store, state } = setUp();
  await store.set(loadFeedAtom, HOME);
  store.set(prependToFeedAtom, HOME, status("mine") as unknown as Status);
  assert.equal(state(HOME).ids[0], "mine");
  const target = state(HOME).ids[3];
  store.set(prependToFeedAtom, HOME, status("boost", { reblog: status(target) }) as unknown as Status);
  store.set(removeFromFeedsAtom, target);
  assert.ok(!state(HOME).ids.includes(target));
  assert.ok(!state(HOME).ids.includes("boost"), "the repost of it went too");
});

/** Resolves once `done` holds (checked every millisecond). */
function until(done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (done() ? resolve() : setTimeout(check, 1));
    check();
  });
}

/**
 * A feed with its first page, then a next page asked for (`more`), returned once its first posts are listed;
 * `shown`: a list on screen shows the feed (the rest of the page then waits for it to commit); `room`: what the list
 * says fits on screen, in cards (FIRST_SHOWN when not given). `lengths` has the
 * list's length at each change of the feed from the moment the next page was asked for.
 */
async function nextPageStarted({ shown = false, room }: { shown?: boolean; room?: number } = {}) {
  const { store, state } = setUp();
  await store.set(loadFeedAtom, HOME);
  const key = feedKey(HOME);
  if (shown) store.set(timelineReportAtom, key, "shown");
  const lengths: number[] = [];
  const unsubscribe = store.sub(feedStateFamily(key), () => lengths.push(state(HOME).ids.length));
  const more = store.set(loadMoreAtom, HOME, room);
  await until(() => state(HOME).ids.length > 20);
  return { store, state, key, more, lengths, unsubscribe };
}

test("a next page shows its first posts in one frame and the rest in the next, busy until all are in", async () => {
  const { store, state, more, lengths, unsubscribe } = await nextPageStarted();
  assert.equal(state(HOME).ids.length, 20 + FIRST_SHOWN);
  assert.equal(state(HOME).loadingMore, true, "the button stays busy for the rest");
  await more;
  unsubscribe();
  assert.equal(state(HOME).ids.length, 40);
  assert.equal(state(HOME).loadingMore, false);
  assert.deepEqual([...new Set(lengths)], [20, 20 + FIRST_SHOWN, 40]);
  for (const id of state(HOME).ids) assert.ok(store.get(postFamily(id)), `post ${id} is in the cache`);
});

test("a next page's first frame holds the posts that fit on screen: one at least, FIRST_SHOWN at most", async () => {
  for (const [room, first] of [[1.3, 2], [-2, 1], [9, FIRST_SHOWN]]) {
    const { state, more } = await nextPageStarted({ room });
    assert.equal(state(HOME).ids.length, 20 + first, `room for ${room} cards`);
    await more;
    assert.equal(state(HOME).ids.length, 40);
  }
});

test("with the feed on screen, the rest of a next page waits until the list has committed its first posts", async () => {
  const { store, state, key, more } = await nextPageStarted({ shown: true });
  // The same next page of a feed no list shows goes all the way meanwhile; this one stays at its first posts.
  const unshown = await nextPageStarted();
  await unshown.more;
  assert.equal(unshown.state(HOME).ids.length, 40);
  assert.equal(state(HOME).ids.length, 20 + FIRST_SHOWN);
  store.set(timelineReportAtom, key, "committed");
  await more;
  assert.equal(state(HOME).ids.length, 40);
  assert.equal(state(HOME).loadingMore, false);
  store.set(timelineReportAtom, key, "gone");
});

test("a next page waiting for the list to commit goes on at once when the list leaves the screen", async () => {
  const { store, state, key, more } = await nextPageStarted({ shown: true });
  const started = Date.now();
  store.set(timelineReportAtom, key, "gone");
  await more;
  assert.equal(state(HOME).ids.length, 40);
  assert.ok(Date.now() - started < 700, "no wait for a commit that cannot come (the longest wait is 1 s)");
});

test("reloading while a next page is being shown drops the rest and leaves the button usable", async () => {
  const { store, state, more } = await nextPageStarted();
  await Promise.all([store.set(loadFeedAtom, HOME, 1), more]);
  assert.equal(state(HOME).ids.length, 20);
  assert.equal(state(HOME).loadingMore, false);
});

test("the first page is listed only once its content is sanitised, a heavy post's too", async () => {
  const heavy = `<p>${"<b>heavy</b> post ".repeat(2000)}</p>`;
  const { store, state } = setUp(() => ({ body: [status("light"), status("heavy", { content: heavy }), status("next")] }));
  const cache = await import("../../../../src/entities/content/content-cache");
  cache.clearContentCache();
  const base = store.get(cache.contentBaseAtom);
  const listed: string[] = [];
  const unsubscribe = store.sub(feedStateFamily(feedKey(HOME)), () => {
    for (const id of state(HOME).ids) {
      const post = store.get(postFamily(id))!;
      listed.push(`${id}:${cache.contentState(cache.contentKey(post.content, cache.postContentContext(post, base)))}`);
    }
  });
  await store.set(loadFeedAtom, HOME);
  unsubscribe();
  assert.deepEqual(listed, ["light:ready", "heavy:ready", "next:ready"]);
});

test("a next page's relationships are asked for at once and stored once the list has committed the whole page", async () => {
  const pages = timelines();
  const asked: string[][] = [];
  const { store, state } = setUp((request) => {
    if (!request.url.pathname.endsWith("/accounts/relationships")) return pages(request);
    const ids = request.url.searchParams.getAll("id[]");
    asked.push(ids);
    return { body: ids.map((id) => ({ id, following: true, followed_by: false, blocking: false, muting: false, requested: false })) };
  });
  const { currentUserAtom, tokenAtom } = await import("../../../../src/state/session");
  const { serverRelationshipFamily } = await import("../../../../src/state/relationships");
  store.set(tokenAtom, "token");
  store.set(currentUserAtom, { id: "me", username: "me", acct: "me" } as never);
  await store.set(loadFeedAtom, HOME);
  const key = feedKey(HOME);
  store.set(timelineReportAtom, key, "shown");
  const more = store.set(loadMoreAtom, HOME);
  await until(() => state(HOME).ids.length > 20);
  // The rest of the page waits for the first posts' commit; the relationships' answer is in but not stored.
  store.set(timelineReportAtom, key, "committed");
  await until(() => state(HOME).ids.length === 40);
  await more;
  const last = state(HOME).ids[39];
  const author = store.get(postFamily(last))!.account.id;
  await until(() => asked.some((ids) => ids.includes(author)));
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(store.get(serverRelationshipFamily(author)), undefined, "not stored while the list renders the page");
  store.set(timelineReportAtom, key, "committed");
  await until(() => store.get(serverRelationshipFamily(author)) !== undefined);
  assert.equal(store.get(serverRelationshipFamily(author))?.following, true);
  store.set(timelineReportAtom, key, "gone");
});

test("a first page's relationships are stored once the list on screen has committed it and it is painted, not before", async () => {
  const pages = timelines();
  const answered: string[] = [];
  const { store, state } = setUp((request) => {
    if (!request.url.pathname.endsWith("/accounts/relationships")) return pages(request);
    const ids = request.url.searchParams.getAll("id[]");
    answered.push(...ids);
    return { body: ids.map((id) => ({ id, following: true, followed_by: false, blocking: false, muting: false, requested: false })) };
  });
  const { currentUserAtom, tokenAtom } = await import("../../../../src/state/session");
  const { serverRelationshipFamily } = await import("../../../../src/state/relationships");
  store.set(tokenAtom, "token");
  store.set(currentUserAtom, { id: "me", username: "me", acct: "me" } as never);
  const key = feedKey(HOME);
  store.set(timelineReportAtom, key, "shown");
  await store.set(loadFeedAtom, HOME);
  const author = store.get(postFamily(state(HOME).ids[0]))!.account.id;
  await until(() => answered.includes(author));
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(store.get(serverRelationshipFamily(author)), undefined, "asked for with the page, not stored before the commit");
  // Stored between the commit and its frame, they would make every card that shows one render again before the paint.
  const frames: FrameRequestCallback[] = [];
  const realFrame = globalThis.requestAnimationFrame;
  globalThis.requestAnimationFrame = (callback) => frames.push(callback);
  try {
    store.set(timelineReportAtom, key, "committed");
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(store.get(serverRelationshipFamily(author)), undefined, "not stored before the committed page's frame");
    assert.ok(frames.length > 0, "waiting for a frame");
    frames.splice(0).forEach((callback) => callback(performance.now()));
  } finally {
    globalThis.requestAnimationFrame = realFrame;
  }
  await until(() => store.get(serverRelationshipFamily(author))?.following === true);
  store.set(timelineReportAtom, key, "gone");
});
