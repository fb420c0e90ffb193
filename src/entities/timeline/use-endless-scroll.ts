import { useEffect, useRef, type RefObject } from "react";

/** How far below the viewport the next page starts loading, as a share of the viewport's height. */
const LOAD_AHEAD = "0px 0px 150% 0px";

/**
 * Calls `loadMore` when the element (placed after the list) comes within reach of the viewport. The observer is
 * made again whenever `ready` or `count` changes, so a page too short to push the marker out loads the next one
 * too; it stays off while `ready` is false (loading, no more pages, or the last attempt failed).
 */
export function useEndlessScroll(marker: RefObject<HTMLElement | null>, ready: boolean, count: number, loadMore: () => void): void {
  const loadRef = useRef(loadMore);
  loadRef.current = loadMore;
  useEffect(() => {
    const el = marker.current;
    if (!ready || !el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadRef.current();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [marker, ready, count]);
}
