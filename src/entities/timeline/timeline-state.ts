// Per-feed state kept across navigation (so going back shows the same posts without a request), bounded:
// a few feeds are kept, each up to a cap, and the posts they drop leave the cache.
import { atom, type Getter, type Setter } from "jotai";
import { atomFamily } from "jotai-family";
import { startTransition } from "react";
import type { Status } from "../../api/types";
import { releasePosts, retainPosts, upsertPostsAtom, postFamily } from "../../state/posts";
import { loadRelationshipsAtom } from "../../state/relationships";
import { apiAtom, isAuthenticatedAtom } from "../../state/session";
import { perSession, sessionEndedAtom, sessionFamily } from "../../state/store";
import { contentBaseAtom, loadSanitizer, prepareContent } from "../content/content-cache";
import { cardPartsFor } from "../post/card-parts";
import { PAGE_SIZE } from "../../api/client";
import { afterPaint } from "../../lib/after-paint";
import { feedKey, fetchFeedPage, hasNextPage, type Cursor, type Feed } from "./feeds";
import { newerEntries } from "./live-rules";

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
  /** New entries found by polling, newest first, waiting behind the "new posts" button. */
  pending: string[];
  /** Set when the pending entries do not join the list (more arrived than one page): showing them starts over. */
  pendingNext: Cursor | null | undefined;
  /** The last next-page request failed (`error` says why): the next page loads again only when asked. */
  moreFailed: boolean;
  /** The first page failed while loading ahead of its list (app/start.tsx): the list that mounts next shows that
   * failure instead of asking again, and clears this. */
  failedAhead: boolean;
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
  pending: [],
  pendingNext: undefined,
  moreFailed: false,
  failedAhead: false,
};

/** Feeds kept in memory at once (most recently used); older ones are dropped with their posts. */
export const MAX_FEEDS = 8;
/** Entries kept per feed; past this the oldest loaded entries at the end are dropped. */
export const MAX_ENTRIES = 600;

export const feedStateFamily = sessionFamily(atomFamily((_key: string) => atom<FeedState>(EMPTY_FEED)));

// Per session: the feeds in use, most recent last, and a counter per feed that guards against an older request's
// answer landing after a newer one started.
const bookkeepingAtom = perSession(() => ({
  recent: [] as string[],
  generation: new Map<string, number>(),
  /** Per feed, how many lists show it, and what waits for them to commit its entries (see nextCommit). */
  shown: new Map<string, number>(),
  commits: new Map<string, () => void>(),
}));

function touch(get: Getter, set: Setter, key: string): void {
  const { recent, generation } = get(bookkeepingAtom);
  if (get(sessionEndedAtom)) return;
  const i = recent.indexOf(key);
  if (i >= 0) recent.splice(i, 1);
  recent.push(key);
  while (recent.length > MAX_FEEDS) {
    const old = recent.shift()!;
    releasePosts(get, get(feedStateFamily(old)).ids);
    releasePosts(get, get(feedStateFamily(old)).pending);
    feedStateFamily.remove(old);
    generation.delete(old);
  }
}

/**
 * Opened once a page's posts are all committed by the list on screen and painted (or the load ended otherwise). Stored
 * while React renders the page (the rest of a next page) as a transition, the authors' relationships would change what
 * its cards read (useStoreValue) during that render, and React, to keep every card consistent with the store, would
 * throw the render away and do it again in one long task (seen on home's first load: ~250 ms of rendering at 4x CPU
 * done twice). Stored between the commit and its frame, they made each card that shows one render again before the
 * posts were painted (home's first load: ~50 ms at 4x CPU, and a second frame).
 */
function listedGate(): { listed: Promise<void>; open: () => void } {
  let open = () => {};
  const listed = new Promise<void>((resolve) => (open = resolve));
  return { listed, open };
}

function update(get: Getter, set: Setter, key: string, patch: Partial<FeedState>): void {
  set(feedStateFamily(key), { ...get(feedStateFamily(key)), ...patch });
}

/**
 * Stores a page's posts and starts sanitising the content of `shownFirst` (all of them unless told); resolves once
 * that content is sanitised and the card parts those posts need (LongContent, a poll…) are in. The other cards load
 * the parts they need as they come near the screen (card-parts.ts). The authors' relationships are asked for at once
 * and stored once `listed` has settled (see listedGate).
 */
function adopt(get: Getter, set: Setter, items: Status[], shownFirst: Status[] = items, listed?: Promise<void>): Promise<unknown> {
  set(upsertPostsAtom, items);
  if (get(isAuthenticatedAtom)) {
    const authors = items.flatMap((p) => [p.account.id, ...(p.reblog ? [p.reblog.account.id] : [])]);
    set(loadRelationshipsAtom, authors, listed).catch((e: unknown) => console.error("relationships", e));
  }
  // The sanitiser was awaited with the request, so this starts now, before the posts render.
  return Promise.all([prepareContent(shownFirst, get(contentBaseAtom)), cardPartsFor(shownFirst)]);
}

/**
 * Replaces a feed's ids, keeping retain counts right and the list under its cap. Only the ids that join or leave
 * change their counts: a page appended to 500 entries touches its 20 posts, not all 520.
 */
function setIds(get: Getter, set: Setter, key: string, ids: string[]): string[] {
  const unique = [...new Set(ids)].slice(0, MAX_ENTRIES);
  const kept = new Set(unique);
  const before = get(feedStateFamily(key)).ids;
  const had = new Set(before);
  retainPosts(get, unique.filter((id) => !had.has(id)));
  releasePosts(get, before.filter((id) => !kept.has(id)));
  return unique;
}

/**
 * Loads the first page (again, with `force`). The home reload counter is recorded. `room`: how many of its posts the
 * first screen may show (all unless told); the page waits for their card parts. `ahead`: loaded before any list
 * shows the feed (the first screen's, app/start.tsx), so a failure stays for the list to show.
 */
export const loadFeedAtom = atom(null, async (get, set, feed: Feed, loadedFor: number = 0, room: number = Infinity, ahead: boolean = false) => {
  const key = feedKey(feed);
  const { generation } = get(bookkeepingAtom);
  touch(get, set, key);
  const gen = (generation.get(key) ?? 0) + 1;
  generation.set(key, gen);
  releasePosts(get, get(feedStateFamily(key)).pending);
  // A next page still on its way belongs to the list being replaced: it is dropped (see the generation), and the
  // button must not stay busy for it; nor does a next page that failed for the old list stop the new one's.
  update(get, set, key, { status: "loading", error: null, loadedFor, pending: [], pendingNext: undefined, loadingMore: false, moreFailed: false, failedAhead: false });
  const { listed, open } = listedGate();
  // The list's commit of the page, once it is listed; the gate opens after its frame (after the next frame when the load ends otherwise).
  let pageCommitted: Promise<void> | undefined;
  try {
    // The sanitiser chunk downloads while the server answers.
    const [page] = await Promise.all([fetchFeedPage(get(apiAtom), feed, null), loadSanitizer()]);
    if (generation.get(key) !== gen) return;
    // The page is listed once its content is sanitised: listed before, its cards would render busy, then each
    // again as its post's slice of sanitising came in. Its posts are held meanwhile (see loadMoreAtom).
    const prepared = Promise.all([adopt(get, set, page.items, page.items.slice(0, room), listed), prepareContent(page.items.slice(room), get(contentBaseAtom))]);
    const held = page.items.map((p) => p.id);
    retainPosts(get, held);
    try {
      await prepared;
      if (generation.get(key) !== gen) return;
      const ids = setIds(get, set, key, held);
      pageCommitted = nextCommit(get, key);
      // A page of 20 cards is more than a long task of rendering on a slow phone: as a transition, React renders it
      // in slices (src/main.tsx sets their length) and gives the main thread back between them. (A render of the
      // list already due at another priority draws it first, in one piece: see Timeline's first-page effect.)
      startTransition(() =>
        update(get, set, key, {
          status: "ready",
          ids,
          next: page.next,
          firstBatchSize: page.items.length,
          hasMore: hasNextPage(feed, page.items.length, page.next, page.items.length),
          anchor: null,
        }),
      );
    } finally {
      releasePosts(get, held);
    }
  } catch (error) {
    if (generation.get(key) !== gen) return;
    update(get, set, key, { status: "error", error, failedAhead: ahead });
  } finally {
    void (pageCommitted ?? Promise.resolve()).then(afterPaint).then(open);
  }
});

/**
 * Posts of a next page in its first paint, at most (the list asks for those that fit on screen, see Timeline). A page
 * of post cards is ~80 ms of rendering on a slow phone (4× CPU), so the reader would wait that long to see anything of
 * it; a few cards take a fraction of that.
 */
export const FIRST_SHOWN = 4;

/** How long a next page waits at most for the list on screen to commit its first posts. */
const COMMIT_WAIT_MS = 1000;

/**
 * Resolves when a list on screen has committed the feed's entries as last set (Timeline reports each commit to
 * timelineReportAtom), at once when no list shows the feed. The frame awaited after a page's first posts must come
 * after this: React renders them in a task of its own, and a frame before that task paints nothing of them, while
 * the rest of the page, rendered next, would hold back the frame that shows them.
 */
function nextCommit(get: Getter, key: string): Promise<void> {
  const { shown, commits } = get(bookkeepingAtom);
  commits.get(key)?.();
  if (!shown.get(key)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, COMMIT_WAIT_MS);
    function done() {
      clearTimeout(timer);
      if (commits.get(key) === done) commits.delete(key);
      resolve();
    }
    commits.set(key, done);
  });
}

/** What a list on screen (Timeline) reports of a feed: it shows it, it has committed its entries, it has gone. */
export const timelineReportAtom = atom(null, (get, _set, key: string, report: "shown" | "committed" | "gone") => {
  const { shown, commits } = get(bookkeepingAtom);
  if (report === "committed") return commits.get(key)?.();
  const count = (shown.get(key) ?? 0) + (report === "shown" ? 1 : -1);
  if (count > 0) return void shown.set(key, count);
  // The last list showing the feed has gone: nothing will commit its entries.
  shown.delete(key);
  commits.get(key)?.();
});

/**
 * Appends the next page: its first posts in one frame (`room`: as many as fit, in cards; FIRST_SHOWN at most), the rest
 * in the next (the button stays busy until all are in). A failure is kept as the feed's error and the list stays as it was.
 */
export const loadMoreAtom = atom(null, async (get, set, feed: Feed, room: number = FIRST_SHOWN) => {
  const key = feedKey(feed);
  const state = get(feedStateFamily(key));
  if (state.loadingMore || !state.next || state.status !== "ready") return;
  const { generation } = get(bookkeepingAtom);
  const gen = generation.get(key);
  update(get, set, key, { loadingMore: true, moreFailed: false, error: null });
  const { listed, open } = listedGate();
  // The list's commit of the page, once it is listed; the gate opens after its frame (after the next frame when the load ends otherwise).
  let pageCommitted: Promise<void> | undefined;
  try {
    const page = await fetchFeedPage(get(apiAtom), feed, state.next);
    if (generation.get(key) !== gen) return;
    const shown = Math.min(FIRST_SHOWN, Math.max(1, Math.ceil(room)));
    const first = page.items.slice(0, shown);
    const rest = page.items.slice(shown);
    const adopted = adopt(get, set, page.items, first, listed);
    const append = (items: Status[]) => setIds(get, set, key, [...get(feedStateFamily(key)).ids, ...items.map((p) => p.id)]);
    // The first few posts are painted at once; the rest are sanitised once that frame is on screen (sanitising
    // yields to the browser, and its turns come before rendering's) and join then. They are held meanwhile, so
    // another list letting go of one of them cannot evict it from the cache.
    const held = rest.map((p) => p.id);
    if (rest.length > 0) {
      retainPosts(get, held);
      const committed = nextCommit(get, key);
      update(get, set, key, { ids: append(first) });
      await committed;
      await afterPaint();
      await Promise.all([adopted, prepareContent(rest, get(contentBaseAtom))]);
      if (generation.get(key) !== gen) return releasePosts(get, held);
    }
    const current = get(feedStateFamily(key));
    const ids = append(rest.length > 0 ? rest : page.items);
    releasePosts(get, held);
    const patch = {
      ids,
      next: page.next,
      hasMore: ids.length < MAX_ENTRIES && hasNextPage(feed, current.firstBatchSize, page.next, page.items.length),
      loadingMore: false,
    };
    pageCommitted = nextCommit(get, key);
    // The rest of the page is off screen for now: as a transition, React renders it in slices and gives the main
    // thread back between them (a keystroke or a scroll is not kept waiting behind 16 cards).
    if (rest.length > 0) startTransition(() => update(get, set, key, patch));
    else update(get, set, key, patch);
  } catch (error) {
    console.error("next page failed", error);
    if (generation.get(key) === gen) update(get, set, key, { loadingMore: false, moreFailed: true, error });
  } finally {
    void (pageCommitted ?? Promise.resolve()).then(afterPaint).then(open);
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
    const keep = (id: string) => id !== postId && get(postFamily(id))?.reblog?.id !== postId;
    const ids = state.ids.filter(keep);
    if (ids.length !== state.ids.length) update(get, set, key, { ids: setIds(get, set, key, ids) });
    const pending = state.pending.filter(keep);
    if (pending.length !== state.pending.length) {
      releasePosts(get, state.pending.filter((id) => !keep(id)));
      update(get, set, key, { pending });
    }
  }
});

/**
 * Reads the first page again and keeps what is newer than the list. At the top of the page (`atTop`, nothing
 * waiting) the new entries join the list at once; otherwise they wait behind the "new posts" button. Throws on
 * failure so the poller can back off.
 */
export const pollFeedAtom = atom(null, async (get, set, feed: Feed, atTop: boolean) => {
  const key = feedKey(feed);
  const { generation } = get(bookkeepingAtom);
  const gen = generation.get(key);
  if (get(feedStateFamily(key)).status !== "ready") return;
  const page = await fetchFeedPage(get(apiAtom), feed, null);
  const state = get(feedStateFamily(key));
  if (generation.get(key) !== gen || state.status !== "ready") return;
  const known = new Set([...state.pending, ...state.ids]);
  const { fresh, gap } = newerEntries(page.items.map((p) => p.id), known, PAGE_SIZE);
  if (fresh.length === 0) return;
  void adopt(get, set, page.items.slice(0, fresh.length));
  if (atTop && state.pending.length === 0 && !gap) {
    update(get, set, key, { ids: setIds(get, set, key, [...fresh, ...state.ids]) });
    return;
  }
  retainPosts(get, fresh);
  if (gap) {
    // The older waiting entries no longer join the fresh ones: the fresh page replaces them.
    releasePosts(get, state.pending);
    update(get, set, key, { pending: fresh, pendingNext: page.next });
  } else update(get, set, key, { pending: [...fresh, ...state.pending] });
});

/** Moves the waiting new entries into the list (after a gap, they replace it, with paging from them). */
export const showPendingAtom = atom(null, (get, set, feed: Feed) => {
  const key = feedKey(feed);
  const state = get(feedStateFamily(key));
  if (state.pending.length === 0) return;
  const restart = state.pendingNext !== undefined;
  const ids = setIds(get, set, key, restart ? state.pending : [...state.pending, ...state.ids]);
  releasePosts(get, state.pending);
  const patch: Partial<FeedState> = { ids, pending: [], pendingNext: undefined };
  if (restart) {
    patch.next = state.pendingNext ?? null;
    patch.hasMore = hasNextPage(feed, ids.length, patch.next, ids.length);
    patch.firstBatchSize = ids.length;
  }
  update(get, set, key, patch);
});

export const saveAnchorAtom = atom(null, (get, set, feed: Feed, anchor: ScrollAnchor | null) => {
  const key = feedKey(feed);
  if (get(feedStateFamily(key)).status === "ready") update(get, set, key, { anchor });
});
