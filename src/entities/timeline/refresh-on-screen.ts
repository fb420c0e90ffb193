// Loaded with the first return to the page (use-feed-polling.ts): which posts are on screen, read again.
import type { useStore } from "jotai";
import { refreshPostsAtom } from "../../state/post-refresh";

type Store = ReturnType<typeof useStore>;

/** The ids of the entries on screen, with one screen's height of margin above and below. */
export function entriesOnScreen(list: HTMLElement | null, height = window.innerHeight): string[] {
  if (!list) return [];
  const ids: string[] = [];
  for (const el of list.querySelectorAll<HTMLElement>("[data-entry-id]")) {
    const box = el.getBoundingClientRect();
    if (box.bottom > -height && box.top < 2 * height && el.dataset.entryId) ids.push(el.dataset.entryId);
  }
  return ids;
}

/** Reads the posts on screen again, in as few requests as the server allows. */
export async function refreshOnScreen(store: Store, list: HTMLElement | null): Promise<void> {
  const ids = entriesOnScreen(list);
  if (ids.length > 0) await store.set(refreshPostsAtom, ids);
}
