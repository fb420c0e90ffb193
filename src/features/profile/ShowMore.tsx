import type { PagedResult } from "../../state/query";

type ShowMoreState = Pick<PagedResult<unknown, unknown>, "hasMore" | "loadingMore" | "loadMore">;

export function ShowMore({ page, label }: { page: ShowMoreState; label: string }) {
  if (!page.hasMore) return null;
  return (
    <button type="button" className="button show-more" disabled={page.loadingMore} aria-busy={page.loadingMore} onClick={() => void page.loadMore()}>
      {label}
    </button>
  );
}
