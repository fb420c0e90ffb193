import { useSetAtom, useStore } from "jotai";
import { useEffect, useRef, type RefObject } from "react";
import { feedKey, type Feed } from "./feeds";
import { pollFeedAtom } from "./timeline-state";

/** How often an open timeline asks for newer posts (Mitra has no streaming). */
export const TIMELINE_POLL_MS = 30_000;
/** After failures the wait doubles, up to this many periods. */
const MAX_BACKOFF = 8;
/** Within this many pixels of the top of the page, new posts join the list at once. */
const TOP_SLACK = 8;

declare global {
  // A deployment (or an end-to-end test, from an init script) may choose another period.
  var __MITRA_TIMELINE_POLL_MS__: number | undefined;
}

export function timelinePollInterval(): number {
  const chosen = globalThis.__MITRA_TIMELINE_POLL_MS__;
  return typeof chosen === "number" && Number.isFinite(chosen) && chosen >= 200 ? chosen : TIMELINE_POLL_MS;
}

/**
 * Polls a timeline for newer posts while the tab is visible: one period after opening (returning to a feed shows
 * what was there without a request), at once when the tab shows again or the connection returns, with the wait
 * doubling after each failure. Those returns also read the posts on screen again (refresh-on-screen.ts, loaded
 * then): their counts, edits and polls may have moved meanwhile.
 */
export function useFeedPolling(feed: Feed, enabled: boolean, listRef: RefObject<HTMLElement | null>): void {
  const poll = useSetAtom(pollFeedAtom);
  const store = useStore();
  const feedRef = useRef(feed);
  feedRef.current = feed;
  const key = feedKey(feed);

  useEffect(() => {
    if (!enabled) return;
    const base = timelinePollInterval();
    let delay = base;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let stopped = false;
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && !document.hidden) timer = setTimeout(run, delay);
    };
    const run = async () => {
      if (running || stopped) return;
      running = true;
      try {
        await poll(feedRef.current, window.scrollY < TOP_SLACK);
        delay = base;
      } catch {
        delay = Math.min(delay * 2, base * MAX_BACKOFF);
      } finally {
        running = false;
        schedule();
      }
    };
    const refresh = () =>
      import("./refresh-on-screen").then((m) => m.refreshOnScreen(store, listRef.current)).catch(() => undefined);
    const onVisibility = () => {
      if (document.hidden) clearTimeout(timer);
      else void run().then(refresh);
    };
    const onOnline = () => {
      delay = base;
      void run().then(refresh);
    };
    schedule();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("online", onOnline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("online", onOnline);
    };
  }, [key, enabled, poll, store, listRef]);
}
