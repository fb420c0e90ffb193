import type { PagedList } from "./usePagedList";

export function ShowMore({ page, label }: { page: PagedList<unknown>; label: string }) {
  if (!page.hasMore) return null;
  return (
    <button type="button" className="button show-more" disabled={page.loadingMore} aria-busy={page.loadingMore} onClick={page.loadMore}>
      {label}
    </button>
  );
}
