import type { MouseEvent } from "react";

/** Clicks on these do their own thing; only a click on the rest of a post (its text, its frame) opens it. */
const INTERACTIVE = "a, button, input, textarea, select, label, summary, details, video, audio, img, [role=button], [role=menu], [role=dialog], dialog, form";

/**
 * The entry id a plain click on a timeline opens, or null: not a link, button or media, not with a modifier
 * key (those keep their meaning), and not when the reader was selecting text.
 */
export function entryToOpen(e: MouseEvent<HTMLElement>): string | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const target = e.target as Element;
  if (!target.closest || target.closest(INTERACTIVE)) return null;
  if ((window.getSelection()?.toString() ?? "") !== "") return null;
  return target.closest<HTMLElement>("article.post-card")?.closest<HTMLElement>("[data-entry-id]")?.dataset.entryId ?? null;
}
