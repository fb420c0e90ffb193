// Per-feed state kept across navigation (so going back shows the same posts without a request), bounded:
// a few feeds are kept, each up to a cap, and the posts they drop leave the cache.
import { atom, type Getter, type Setter } from "jotai";
import { atomFamily } from "jotai-family";
import type { Status } from "../../api/types";
import { releasePosts, retainPosts, upsertPostsAtom, postFamily } from "../../state/posts";
import { loadRelationshipsAtom } from "../../state/relationships";
import { apiAtom, isAuthenticatedAtom } from "../../state/session";
import { perSession, sessionEndedAtom, sessionFamily } from "../../state/store";
import { contentBaseAtom, loadSanitizer, prepareContent } from "../content/content-cache";
import { feedKey, fetchFeedPage, hasNextPage, type Cursor, type Feed } from "./feeds";

/** Where the reader was: the first visible entry and its distance from the top of the viewport. */
export interface ScrollAnchor {
  id: string;
  offset: number;
}

export interface FeedState {
  status: "idle" | "loading" | "ready" | "error";
  /** Entry ids in order (a repost entry has its own id; the reposted post is its `reblog`). */
  ids: string[];
  next: Cursor | null;
  firstBatchSize: number;
  hasMore: boolean;
  loadingMore: boolean;
  error: unknown;
  anchor: ScrollAnchor | null;
  /** The home reload counter this state was loaded for. */
  loadedFor: number;
}

export const EMPTY_FEED: FeedState = {
  status: "idle",
  ids: [],
  next: null,
  firstBatchSize: 0,
  hasMore: false,
  loadingMore: false,
  error: null,
  anchor: null,
  loadedFor: 0,
};

/** Feeds kept in memory at once (most recently used); older ones are dropped with their posts. */
export const MAX_FEEDS = 8;
/** Entries kept per feed; past this the oldest loaded entries at the end are dropped. */
export const MAX_ENTRIES = 600;

export const feedStateFamily = sessionFamily(atomFamily((_key: string) => atom<FeedState>(EMPTY_FEED)));

// Per session: the feeds in use, most recent last, and a counter per feed that guards against an older request's
// answer landing after a newer one started.
const bookkeepingAtom = perSession(() => ({ recent: [] as string[], generation: new Map<string, number>() }));

function touch(get: Getter, set: Setter, key: string): void {
  const { recent, generation } = get(bookkeepingAtom);
  if (get(sessionEndedAtom)) return;
  const i = recent.indexOf(key);
  if (i >= 0) recent.splice(i, 1);
  recent.push(key);
  while (recent.length > MAX_FEEDS) {
    const old = recent.shift()!;
    releasePosts(get, get(feedStateFamily(old)).ids);
    feedStateFamily.remove(old);
    generation.delete(old);
  }
}

function update(get: Getter, set: Setter, key: string, patch: Partial<FeedState>): void {
  set(feedStateFamily(key), { ...get(feedStateFamily(key)), ...patch });
}

function adopt(get: Getter, set: Setter, items: Status[]): void {
  set(upsertPostsAtom, items);
  // The sanitiser was awaited with the request, so this runs now, before the posts render.
  void prepareContent(items, get(contentBaseAtom));
  if (get(isAuthenticatedAtom)) {
    const authors = items.flatMap((p) => [p.account.id, ...(p.reblog ? [p.reblog.account.id] : [])]);
    set(loadRelationshipsAtom, authors).catch((e: unknown) => console.error("relationships", e));
  }
}

/** Replaces a feed's ids, keeping retain counts right and the list under its cap. */
function setIds(get: Getter, set: Setter, key: string, ids: string[]): string[] {
  const unique = [...new Set(ids)].slice(0, MAX_ENTRIES);
  const before = get(feedStateFamily(key)).ids;
  retainPosts(get, unique);
  releasePosts(get, before);
  return unique;
}

/** Loads the first page (again, with `force`). The home reload counter is recorded. */
export const loadFeedAtom = atom(null, async (get, set, feed: Feed, loadedFor: number = 0) => {
  const key = feedKey(feed);
  const { generation } = get(bookkeepingAtom);
  touch(get, set, key);
  const gen = (generation.get(key) ?? 0) + 1;
  generation.set(key, gen);
  update(get, set, key, { status: "loading", error: null, loadedFor });
  try {
    // The sanitiser chunk downloads while the server answers.
    const [page] = await Promise.all([fetchFeedPage(get(apiAtom), feed, null), loadSanitizer()]);
    if (generation.get(key) !== gen) return;
    adopt(get, set, page.items);
    const ids = setIds(get, set, key, page.items.map((p) => p.id));
    update(get, set, key, {
      status: "ready",
      ids,
      next: page.next,
      firstBatchSize: page.items.length,
      hasMore: hasNextPage(feed, page.items.length, page.next, page.items.length),
      anchor: null,
    });
  } catch (error) {
    if (generation.get(key) !== gen) return;
    update(get, set, key, { status: "error", error });
  }
});

/** Appends the next page. A failure is logged and the list stays as it was. */
export const loadMoreAtom = atom(null, async (get, set, feed: Feed) => {
  const key = feedKey(feed);
  const state = get(feedStateFamily(key));
  if (state.loadingMore || !state.next || state.status !== "ready") return;
  const { generation } = get(bookkeepingAtom);
  const gen = generation.get(key);
  update(get, set, key, { loadingMore: true });
  try {
    const page = await fetchFeedPage(get(apiAtom), feed, state.next);
    if (generation.get(key) !== gen) return;
    adopt(get, set, page.items);
    const current = get(feedStateFamily(key));
    const ids = setIds(get, set, key, [...current.ids, ...page.items.map((p) => p.id)]);
    update(get, set, key, {
      ids,
      next: page.next,
      hasMore: ids.length < MAX_ENTRIES && hasNextPage(feed, current.firstBatchSize, page.next, page.items.length),
      loadingMore: false,
    });
  } catch (error) {
    console.error("next page failed", error);
    if (generation.get(key) === gen) update(get, set, key, { loadingMore: false });
  }
});

/** Puts a post just created at the top of a loaded feed (the composer's onDone). */
export const prependToFeedAtom = atom(null, (get, set, feed: Feed, post: Status) => {
  const key = feedKey(feed);
  const state = get(feedStateFamily(key));
  set(upsertPostsAtom, [post]);
  void prepareContent([post], get(contentBaseAtom));
  if (state.status !== "ready") return;
  update(get, set, key, { ids: setIds(get, set, key, [post.id, ...state.ids]) });
});

/** Removes a deleted post, and reposts of it, from every loaded feed. */
export const removeFromFeedsAtom = atom(null, (get, set, postId: string) => {
  for (const key of get(bookkeepingAtom).recent) {
    const state = get(feedStateFamily(key));
    const ids = state.ids.filter((id) => id !== postId && get(postFamily(id))?.reblog?.id !== postId);
    if (ids.length !== state.ids.length) update(get, set, key, { ids: setIds(get, set, key, ids) });
  }
});

export const saveAnchorAtom = atom(null, (get, set, feed: Feed, anchor: ScrollAnchor | null) => {
  const key = feedKey(feed);
  if (get(feedStateFamily(key)).status === "ready") update(get, set, key, { anchor });
});
