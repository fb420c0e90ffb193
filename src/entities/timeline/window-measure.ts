// The part of windowing that reads the page (see entry-window): loaded after a timeline's first frame.
import type { RefObject } from "react";
import type { EntryWindow } from "./entry-window";

/**
 * How far beyond the viewport cards are kept, in viewport heights: reading on, or going back a little, finds them.
 * The window moves only once a spacer comes within NEAR of the viewport, so small moves (a card settling to its size,
 * the browser keeping the reader's place) render nothing, while half a screen of cards is always ready (j/k go from
 * card to card).
 */
const ABOVE = 1;
const BELOW = 1.5;
const NEAR = 0.5;
/** …and once cards are left further away than this (a page appended below, a jump), they are let go. */
const FAR_ABOVE = 2;
const FAR_BELOW = 3;
/**
 * How many entries' heights are kept: as many as the feeds held can list (timeline-state's MAX_FEEDS × MAX_ENTRIES),
 * so every spacer of a list still held keeps its size, while the lists a long session let go of are forgotten.
 */
export const KEPT_HEIGHTS = 8 * 600;
/** An entry holding any of these keeps its card when it leaves the window (they would close or lose what is typed). */
const PINNING = ".menu-list, .post-emoji-picker, form textarea, .composer-placeholder, .payment-widget, dialog[open]";

/** `current` itself when `next` is the same window (no render then). */
const same = (next: EntryWindow, current: EntryWindow) => (sameWindow(next, current) ? current : next);

const sameWindow = (a: EntryWindow, b: EntryWindow) =>
  a.first === b.first && a.last === b.last && a.start === b.start && a.end === b.end && a.pinned.join(" ") === b.pinned.join(" ");

/** The first index in [0, n) for which `test` holds (false for a prefix, true after), n when none. */
function firstWhere(n: number, test: (i: number) => boolean): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (test(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const idOf = (el: Element | null | undefined) => (el as HTMLElement | null | undefined)?.dataset.entryId ?? null;

/** The items of the list (full or spacer) overlapping [top, bottom] (px from the viewport's top), found in a few reads. */
function itemsWithin(items: HTMLCollection, top: number, bottom: number): [number, number] {
  const n = items.length;
  const rect = (i: number) => items[i].getBoundingClientRect();
  const from = Math.min(n - 1, firstWhere(n, (i) => rect(i).bottom > top));
  return [from, Math.max(from, firstWhere(n, (i) => rect(i).top >= bottom) - 1)];
}

/** The entries kept whole wherever they are: the one holding focus, and those holding a menu, form or dialog. */
function pinnedIn(list: HTMLElement, cards: NodeListOf<Element>): string[] {
  const holding = new Set<string | null>();
  const active = document.activeElement;
  if (active && active !== list && list.contains(active)) holding.add(idOf(active.closest(".timeline-list > li")));
  for (const li of Array.from(cards)) if (li.querySelector(PINNING)) holding.add(idOf(li));
  holding.delete(null);
  return [...holding].sort() as string[];
}

/**
 * Records the heights of the cards measured now as the most recent; beyond KEPT_HEIGHTS the least recently measured
 * are let go (the cards just measured, those on screen among them, are the last to go).
 */
export function rememberHeights(heights: Map<string, number>, measured: readonly (readonly [string, number])[]): void {
  for (const [id, height] of measured) {
    heights.delete(id);
    heights.set(id, height);
  }
  for (const id of heights.keys()) {
    if (heights.size <= KEPT_HEIGHTS) break;
    heights.delete(id);
  }
}

/**
 * The window for where the list now is: unchanged but for its pinned entries while the viewport (give or take NEAR)
 * shows no spacer and no card is left beyond FAR_ABOVE or FAR_BELOW, otherwise the entries within ABOVE and BELOW of
 * it (the same object when nothing changed); `heights` then gets the height of every card. Null for an empty list. Without `trim`, cards far away are kept (see useEntryWindow); so are the cards at the end
 * of a window that reaches it (pages appended below the reader, who reads on into them).
 */
export function measureWindow(list: HTMLElement, heights: Map<string, number>, current: EntryWindow, trim = true): EntryWindow | null {
  const items = list.children;
  const n = items.length;
  if (n === 0) return null;
  const viewport = window.innerHeight;
  const [nearFrom, nearTo] = itemsWithin(items, -NEAR * viewport, (1 + NEAR) * viewport);
  const spacer = (i: number) => items[i].classList.contains("timeline-spacer");
  const cards = list.querySelectorAll(":scope > .timeline-entry");
  const far =
    trim &&
    cards.length > 0 &&
    (cards[0].getBoundingClientRect().bottom < -FAR_ABOVE * viewport ||
      (!current.end && cards[cards.length - 1].getBoundingClientRect().top > (1 + FAR_BELOW) * viewport));
  const pinned = pinnedIn(list, cards);
  if (!spacer(nearFrom) && !spacer(nearTo) && !far) return same({ ...current, pinned }, current);
  // A card about to become a spacer leaves its height behind (layout is fresh here: this runs in a frame callback).
  rememberHeights(heights, Array.from(cards, (li) => [idOf(li)!, li.getBoundingClientRect().height]));
  const [from, to] = itemsWithin(items, -ABOVE * viewport, (1 + BELOW) * viewport);
  return same({ first: idOf(items[from]), last: idOf(items[to]), start: from === 0, end: to === n - 1, pinned }, current);
}


/**
 * Keeps the window following the viewport: looked at again after each scroll and resize, and by the function returned
 * after the list changed (once a frame); that function given null stops it. A page appended while the end of the list
 * was in reach is shown whole at once and kept until the reader scrolls: the cards they scroll to are then already
 * there.
 */
export function followWindow(
  list: RefObject<HTMLElement | null>,
  heights: Map<string, number>,
  current: () => EntryWindow,
  set: (win: EntryWindow) => void,
): (moved: boolean | null) => void {
  let frame = 0;
  let trim = false;
  const onMove = () => look(true);
  // The entry taking focus and its neighbours become cards at once, before the next key (j/k go to a neighbour card,
  // and a key can come before the frame that moves the window).
  const onFocus = (e: FocusEvent) => {
    const li = (e.target as Element).closest(".timeline-list > li");
    const win = current();
    const ids = [li?.previousElementSibling, li, li?.nextElementSibling].map(idOf).filter((id) => id !== null && !win.pinned.includes(id));
    // A focus event's update is discrete: React renders it before the task ends.
    if (ids.length) set({ ...win, pinned: [...win.pinned, ...ids].sort() as string[] });
  };
  const look = (moved: boolean | null) => {
    if (moved === null) {
      window.removeEventListener("scroll", onMove);
      window.removeEventListener("resize", onMove);
      list.current?.removeEventListener("focusin", onFocus);
      return cancelAnimationFrame(frame);
    }
    trim ||= moved;
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const next = list.current && measureWindow(list.current, heights, current(), trim);
      trim = false;
      if (next && next !== current()) set(next);
    });
  };
  window.addEventListener("scroll", onMove, { passive: true });
  window.addEventListener("resize", onMove, { passive: true });
  list.current?.addEventListener("focusin", onFocus);
  // Cards are let go at the first scroll, not before: the cards the reader scrolls to are then still there, and settle
  // to their size with the page, not a render later.
  look(false);
  return look;
}
