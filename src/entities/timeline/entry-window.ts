// Windowing: a long timeline keeps only the entries near the viewport as full cards. The others are empty list
// items of their measured height, so the page keeps its length, the scroll position and the reading anchor hold, and
// the browser styles, lays out and paints a few dozen cards instead of hundreds (each page loaded, each keystroke).
import { useEffect, useRef, useState, type RefObject } from "react";
import { forgetOnNewSession } from "../../state/store";

/** The stretch of a timeline shown as full cards: from entry `first` to entry `last` (ids). */
export interface EntryWindow {
  first: string | null;
  last: string | null;
  /** The stretch reaches the start (end) of the list: entries joining there are full cards too. */
  start: boolean;
  end: boolean;
  /** Entries kept whole wherever they are: the one holding focus, one with an open menu, picker, form or dialog. */
  pinned: readonly string[];
}

/** Entries shown whole from a window's start when its end is not known or gone (a return, a reload). */
export const FALLBACK_ENTRIES = 40;
/** Height of a spacer for an entry never measured (the cards' contain-intrinsic-size). */
export const ESTIMATED_HEIGHT = 320;
/** Each entry's height when it last left the window, so its spacer (and the list) keeps that size, on return too. */
export const entryHeights = new Map<string, number>();
forgetOnNewSession(() => entryHeights.clear());

/** Everything whole until the list has been measured (a first page shows all of it). */
export const WHOLE: EntryWindow = { first: null, last: null, start: true, end: true, pinned: [] };

/** A window opening at an entry (the reading place a return restores), or the whole list without one. */
export const windowAt = (id: string | null | undefined): EntryWindow => (id ? { ...WHOLE, first: id, start: false, end: false } : WHOLE);

/** The indices (inclusive) of the entries shown as full cards (the last one may be past the list's end). */
export function wholeRange(ids: readonly string[], win: EntryWindow): [number, number] {
  const at = (id: string | null) => (id === null ? -1 : ids.indexOf(id));
  // An end that left the list (a deleted post, a reload) gives way to the start, or to a stretch from the start.
  const from = win.start ? 0 : Math.max(0, at(win.first));
  const last = at(win.last);
  return [from, win.end ? ids.length - 1 : last < from ? from + FALLBACK_ENTRIES - 1 : last];
}

/**
 * Entries a list holds before its window follows the viewport: a first page is shown whole, so the code that measures
 * the page (window-measure) loads only once a list grows longer (a next page, a return to a long list).
 */
export const WINDOWED_FROM = 30;

/**
 * The window, following the viewport once the list is long (WINDOWED_FROM) or opens at a reading place, and the code
 * that reads the page has come (window-measure, after the list's first frame: nothing is windowed before). `initial`
 * is read once.
 */
export function useEntryWindow(list: RefObject<HTMLElement | null>, entries: readonly unknown[], initial: () => EntryWindow): EntryWindow {
  const [win, setWin] = useState(initial);
  const [following, setFollowing] = useState(false);
  // Once following, always (a list that shrinks keeps its window's code).
  if (!following && (entries.length > WINDOWED_FROM || win !== WHOLE)) setFollowing(true);
  const latest = useRef(win);
  latest.current = win;
  const look = useRef<((moved: boolean | null) => void) | null>(null);
  useEffect(() => {
    if (!following) return;
    let live = true;
    void import("./window-measure").then((m) => live && (look.current = m.followWindow(list, entryHeights, () => latest.current, setWin)));
    return () => {
      live = false;
      look.current?.(null);
    };
  }, [list, following]);
  useEffect(() => look.current?.(false), [entries]);
  return win;
}
