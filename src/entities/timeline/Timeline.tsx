import { useAtomValue, useSetAtom, useStore } from "jotai";
import { memo, useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { postFamily } from "../../state/posts";
import { homeReloadAtom } from "../../state/ui";
import { PostCard } from "../post/PostCard";
import { feedKey, type Feed } from "./feeds";
import { findAnchor, holdAnchor } from "./scroll-anchor";
import { feedStateFamily, loadFeedAtom, loadMoreAtom, saveAnchorAtom } from "./timeline-state";
import "./timeline.css";
import "../../state/ns/timeline";

// Memoised: loading the next page must not re-render the posts already on screen.
const TimelineEntry = memo(function TimelineEntry({ id }: { id: string }) {
  const post = useAtomValue(postFamily(id));
  if (!post) return null;
  return (
    <li className="timeline-entry" data-entry-id={id}>
      <PostCard post={post} />
    </li>
  );
});

/**
 * Any feed: first page on first visit, "show more" by max_id or Link, and on return the same posts at the same
 * place without a request. The home feed reloads when the header's home button is pressed on home.
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

  useEffect(() => {
    const current = store.get(feedStateFamily(key));
    if (current.status === "loading") return;
    const again = current.status !== "idle" && current.loadedFor !== reloadCount;
    if (current.status === "idle" || current.status === "error" || again) {
      load(feedRef.current, reloadCount).then(() => {
        if (again) window.scrollTo({ top: 0 });
      });
    }
  }, [key, reloadCount, load, store]);

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
    <section className="timeline" aria-label={label} aria-busy={loading || state.loadingMore}>
      {state.status === "error" && state.ids.length === 0 && (
        <div className="error-box" role="alert">
          <p>{LL.timeline.loadFailed({ message: errorMessage(LL, state.error) })}</p>
          <button type="button" className="button" onClick={() => load(feed, reloadCount)}>
            {LL.common.retry()}
          </button>
        </div>
      )}
      {loading && state.ids.length === 0 && (
        <div className="page-loading" role="status" aria-label={LL.common.loading()}>
          <div className="spinner" />
        </div>
      )}
      {state.status === "ready" && state.ids.length === 0 && (empty ?? <p className="empty">{LL.timeline.noPosts()}</p>)}
      <ol ref={listRef} className="timeline-list">
        {state.ids.map((id) => (
          <TimelineEntry key={id} id={id} />
        ))}
      </ol>
      {state.status === "ready" && state.hasMore && (
        <button type="button" className="button timeline-more" disabled={state.loadingMore} onClick={() => loadMore(feed)}>
          {state.loadingMore ? LL.common.loading() : LL.timeline.nextPage()}
        </button>
      )}
    </section>
  );
}
