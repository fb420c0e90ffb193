import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type MouseEvent, type ReactNode } from "react";
import { useLocation } from "wouter";
import { useRetryWhenOnline } from "../../lib/use-retry-online";
import { href } from "../../paths";
import { errorMessage, isConnectionLost } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { postFamily } from "../../state/posts";
import { cardsWithin } from "../post/card-parts";
import { homeReloadAtom } from "../../state/ui";
import { feedKey, pollsForNew, type Feed } from "./feeds";
import { foldReposts } from "./live-rules";
import { NewPostsButton } from "./NewPostsButton";
import { entryToOpen } from "./open-on-click";
import { findAnchor, holdAnchor, restoreAnchor } from "./scroll-anchor";
import { TimelineEntry } from "./TimelineEntry";
import { ESTIMATED_HEIGHT, entryHeights, useEntryWindow, wholeRange, windowAt } from "./entry-window";
import { feedStateFamily, loadFeedAtom, loadMoreAtom, saveAnchorAtom, showPendingAtom, timelineReportAtom, type ScrollAnchor } from "./timeline-state";
import { useEndlessScroll } from "./use-endless-scroll";
import { useFeedPolling } from "./use-feed-polling";
import "./timeline.css";
import "../../state/ns/timeline";

/**
 * Any feed: first page on first visit, "show more" by max_id or Link, and on return the same posts at the same
 * place without a request. The home feed reloads when the header's home button is pressed on home. Newer posts
 * are polled for and wait behind the "new posts" button; showing them keeps the reader's post where it was. The
 * next page loads as the reader nears the end; the "show more" button stays for keyboards and after a failure.
 */
/** `empty`: what an empty feed shows instead of "No posts found" (home's first-run guide). */
export function Timeline({ feed, label, empty }: { feed: Feed; label?: string; empty?: ReactNode }) {
  const LL = useLL();
  const key = feedKey(feed);
  const store = useStore();
  const state = useAtomValue(feedStateFamily(key));
  const load = useSetAtom(loadFeedAtom);
  const loadMore = useSetAtom(loadMoreAtom);
  const saveAnchor = useSetAtom(saveAnchorAtom);
  const homeReload = useAtomValue(homeReloadAtom);
  const reloadCount = feed.kind === "home" ? homeReload : 0;
  const listRef = useRef<HTMLOListElement>(null);
  const feedRef = useRef(feed);
  feedRef.current = feed;
  const showPending = useSetAtom(showPendingAtom);
  const keepInPlace = useRef<ScrollAnchor | null>(null);
  useFeedPolling(feed, pollsForNew(feed), listRef);
  const endRef = useRef<HTMLDivElement>(null);
  const canLoadMore = state.status === "ready" && state.hasMore && !state.loadingMore && !state.moreFailed;
  // A next page's first frame shows the posts that fit between the end of the list and the bottom of the screen.
  const more = () => void loadMore(feedRef.current, (innerHeight - listRef.current!.getBoundingClientRect().bottom) / ESTIMATED_HEIGHT);
  useEndlessScroll(endRef, canLoadMore, state.ids.length, more);
  // A first page waits for the card parts of the posts that may show on the first screen, from the list's place down.
  const sectionRef = useRef<HTMLElement>(null);
  const loadFirst = useCallback(
    (loadedFor: number) => load(feedRef.current, loadedFor, cardsWithin(innerHeight - (sectionRef.current?.getBoundingClientRect().top ?? 0))),
    [load],
  );

  // The posts were stored before their ids were listed, so the store already has them here.
  const entries = useMemo(
    () =>
      foldReposts(
        state.ids.map((id) => {
          const post = store.get(postFamily(id));
          return { id, target: post?.reblog?.id ?? id, repost: Boolean(post?.reblog) };
        }),
      ),
    [state.ids, store],
  );

  // Only the entries near the viewport are cards; the others keep their place as empty items (entry-window).
  const win = useEntryWindow(listRef, entries, () => windowAt(state.anchor?.id));
  const [from, to] = wholeRange(entries.map((entry) => entry.id), win);

  // A next page waits for its first posts to be committed before it waits for the frame that paints them.
  const report = useSetAtom(timelineReportAtom);
  useLayoutEffect(() => {
    report(key, "shown");
    return () => report(key, "gone");
  }, [key, report]);
  useLayoutEffect(() => report(key, "committed"), [state.ids, key, report]);

  useLayoutEffect(() => {
    const anchor = keepInPlace.current;
    if (!anchor) return;
    keepInPlace.current = null;
    restoreAnchor(listRef.current, anchor);
  }, [state.ids]);

  const [, navigate] = useLocation();
  const openOnClick = (e: MouseEvent<HTMLOListElement>) => {
    const id = entryToOpen(e);
    const post = id ? store.get(postFamily(id)) : undefined;
    if (post) navigate(href.post(post.reblog?.id ?? post.id));
  };

  const showNew = () => {
    keepInPlace.current = findAnchor(listRef.current);
    const first = state.pending[0];
    showPending(feed);
    // The button goes away: focus moves to the newest post without scrolling, so keyboard reading starts there.
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLElement>(`[data-entry-id="${CSS.escape(first)}"]`)?.focus({ preventScroll: true }),
    );
  };

  // A layout effect: the first page's work (its request, or the answer the entry asked for, its adoption, sanitising)
  // starts in the commit that mounts the list, not after the browser has painted that commit's empty frame and come
  // back for the passive effects (home's first 20 posts were 30-70 ms sooner at 4x CPU; a start on home now has its
  // page prepared before the first render, HomeView's prepareFirstScreen). When the answer and the sanitiser are in by
  // then, that work ends before React runs the render the mount scheduled (jotai's hooks render once more after
  // mounting, at default priority, and read the store as it is): that blocking render draws the page's cards, in one
  // task (~100 ms at 4x), instead of loadFeedAtom's sliced transition, which draws them when the answer comes later.
  useLayoutEffect(() => {
    const current = store.get(feedStateFamily(key));
    if (current.status === "loading") return;
    const again = current.status !== "idle" && current.loadedFor !== reloadCount;
    if (current.status === "error" && current.failedAhead && !again) {
      // A first page that failed while loaded ahead is this list's to show, with Retry; a later mount asks again.
      store.set(feedStateFamily(key), { ...current, failedAhead: false });
      return;
    }
    if (current.status === "idle" || current.status === "error" || again) {
      loadFirst(reloadCount).then(() => {
        if (again) window.scrollTo({ top: 0 });
      });
    }
  }, [key, reloadCount, loadFirst, store]);

  // A load that failed for want of a connection is tried again when it returns (polling starts only once loaded).
  const retry = useCallback(() => void loadFirst(reloadCount), [loadFirst, reloadCount]);
  useRetryWhenOnline(state.status === "error" && isConnectionLost(state.error), retry);

  useLayoutEffect(() => {
    // The browser's own restoration puts back a pixel offset, which is wrong once off-screen cards are skipped
    // (content-visibility); this list restores its reading place itself.
    const history = window.history;
    history.scrollRestoration = "manual";
    const current = store.get(feedStateFamily(key));
    const list = listRef.current;
    const stopHolding = current.status === "ready" && current.anchor ? holdAnchor(list, current.anchor) : undefined;
    return () => {
      stopHolding?.();
      saveAnchor(feedRef.current, findAnchor(list));
      history.scrollRestoration = "auto";
    };
  }, [key, store, saveAnchor]);

  const loading = state.status === "loading" || state.status === "idle";
  return (
    <section ref={sectionRef} className="timeline" aria-label={label} aria-busy={loading || state.loadingMore}>
      {/* A failed reload (Home pressed on home) keeps the old list below the message. */}
      {state.status === "error" && (
        <div className="error-box" role="alert">
          <p>{LL.timeline.loadFailed({ message: errorMessage(LL, state.error) })}</p>
          <button type="button" className="button" onClick={() => loadFirst(reloadCount)}>
            {LL.common.retry()}
          </button>
        </div>
      )}
      {loading && state.ids.length === 0 && (
        <div className="page-loading" role="status" aria-label={LL.common.loading()}>
          <div className="spinner" />
        </div>
      )}
      <NewPostsButton count={state.pending.length} onShow={showNew} />
      {state.status === "ready" && state.ids.length === 0 && (empty ?? <p className="empty">{LL.timeline.noPosts()}</p>)}
      {/* A click on a post's text opens its thread; keyboards have the post's time link and the shortcuts. */}
      <ol ref={listRef} className="timeline-list" onClick={openOnClick}>
        {entries.map((entry, i) => (
          // Away from the viewport an entry is an empty item of its last height (entry-window).
          <TimelineEntry
            key={entry.id}
            id={entry.id}
            folded={entry.folded.join(" ")}
            whole={(i >= from && i <= to) || win.pinned.includes(entry.id)}
            height={entryHeights.get(entry.id)}
          />
        ))}
      </ol>
      <div ref={endRef} className="timeline-end" />
      {state.moreFailed && (
        <p className="form-error timeline-more-failed" role="alert">
          {LL.timeline.loadFailed({ message: errorMessage(LL, state.error) })}
        </p>
      )}
      {state.status === "ready" && state.hasMore && (
        // Busy is aria-disabled, not disabled: a disabled button would drop the keyboard focus while the page loads.
        <button
          type="button"
          className="button timeline-more"
          aria-disabled={state.loadingMore}
          aria-busy={state.loadingMore}
          onClick={() => !state.loadingMore && more()}
        >
          {state.loadingMore ? LL.common.loading() : LL.timeline.nextPage()}
        </button>
      )}
    </section>
  );
}
