/**
 * A server that renders pages for link previews and crawlers (Mitra does, for posts and profiles) marks the meta
 * tags it puts into index.html with `data-inserted`. They describe the page first requested, not the one the app
 * shows after navigating, so they go once the app runs.
 */
export function removeInsertedHeadTags(doc: Document): number {
  const inserted = Array.from(doc.head.querySelectorAll("[data-inserted]"));
  for (const el of inserted) el.remove();
  return inserted.length;
}
