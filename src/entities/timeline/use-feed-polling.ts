import { useSetAtom, useStore } from "jotai";
import { useEffect, useRef, type RefObject } from "react";
import { chosenPeriod } from "../../lib/period";
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

export const timelinePollInterval = (): number => chosenPeriod(globalThis.__MITRA_TIMELINE_POLL_MS__, TIMELINE_POLL_MS);

/**
 * Polls a timeline for newer posts while the tab is visible: one period after opening (returning to a feed shows
 * what was there without a request), at once when the tab shows again or the connection returns, with the wait
 * doubling after each failure. A hidden tab never asks, not even when the connection returns. Those returns also
 * call `onReturn` once the poll is done (the feed reads the posts on screen again). Returns the stop.
 */
export function startFeedPoller(poll: (atTop: boolean) => Promise<unknown>, base: number, onReturn: () => void = () => undefined): () => void {
  let delay = base;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let stopped = false;
  const schedule = () => {
    clearTimeout(timer);
    if (!stopped && !document.hidden) timer = setTimeout(run, delay);
  };
  const run = async (): Promise<boolean> => {
    if (running || stopped || document.hidden) return false;
    running = true;
    try {
      await poll(window.scrollY < TOP_SLACK);
      delay = base;
    } catch {
      delay = Math.min(delay * 2, base * MAX_BACKOFF);
    } finally {
      running = false;
      schedule();
    }
    return true;
  };
  const onVisibility = () => {
    if (document.hidden) clearTimeout(timer);
    else void run().then((ran) => ran && onReturn());
  };
  const onOnline = () => {
    delay = base;
    void run().then((ran) => ran && onReturn());
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
}

/**
 * Polls the feed shown (see `startFeedPoller`) while `enabled`; coming back also reads the posts on screen again
 * (refresh-on-screen.ts, loaded then): their counts, edits and polls may have moved meanwhile.
 */
export function useFeedPolling(feed: Feed, enabled: boolean, listRef: RefObject<HTMLElement | null>): void {
  const poll = useSetAtom(pollFeedAtom);
  const store = useStore();
  const feedRef = useRef(feed);
  feedRef.current = feed;
  const key = feedKey(feed);

  useEffect(() => {
    if (!enabled) return;
    const refresh = () =>
      void import("./refresh-on-screen").then((m) => m.refreshOnScreen(store, listRef.current)).catch(() => undefined);
    return startFeedPoller((atTop) => poll(feedRef.current, atTop), timelinePollInterval(), refresh);
  }, [key, enabled, poll, store, listRef]);
}
