import type { ScrollAnchor } from "./timeline-state";

const ENTRY = "[data-entry-id]";

/** The first entry still visible at the top of the viewport, and where it sits. */
export function findAnchor(list: HTMLElement | null): ScrollAnchor | null {
  if (!list) return null;
  for (const el of Array.from(list.querySelectorAll<HTMLElement>(ENTRY))) {
    const rect = el.getBoundingClientRect();
    if (rect.bottom > 0) return { id: el.dataset.entryId!, offset: rect.top };
  }
  return null;
}

/** Scrolls the window so that the anchor entry is back where it was. */
export function restoreAnchor(list: HTMLElement | null, anchor: ScrollAnchor): void {
  const el = list?.querySelector<HTMLElement>(`${ENTRY}[data-entry-id="${CSS.escape(anchor.id)}"]`);
  if (!el) return;
  window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - anchor.offset, behavior: "instant" });
}

/**
 * Restores the anchor now and again whenever the list changes size during the next moments (images and skipped
 * cards settle after the first paint), until the reader scrolls on their own. Returns a stop function.
 */
export function holdAnchor(list: HTMLElement | null, anchor: ScrollAnchor, ms = 1500): () => void {
  restoreAnchor(list, anchor);
  if (!list || typeof ResizeObserver === "undefined") return () => {};
  const observer = new ResizeObserver(() => restoreAnchor(list, anchor));
  observer.observe(list);
  const events = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const e of events) window.removeEventListener(e, stop, true);
  };
  const timer = setTimeout(stop, ms);
  for (const e of events) window.addEventListener(e, stop, { capture: true, passive: true });
  return stop;
}
