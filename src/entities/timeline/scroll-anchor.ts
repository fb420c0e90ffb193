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
