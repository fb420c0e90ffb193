import type { PagedResult } from "../../state/query";

type ShowMoreState = Pick<PagedResult<unknown, unknown>, "hasMore" | "loadingMore" | "loadMore">;

/** Busy is aria-disabled, not disabled: a disabled button would drop the keyboard focus (the list loads one page at a time). */
export function ShowMore({ page, label }: { page: ShowMoreState; label: string }) {
  if (!page.hasMore) return null;
  return (
    <button type="button" className="button show-more" aria-disabled={page.loadingMore} aria-busy={page.loadingMore} onClick={() => void page.loadMore()}>
      {label}
    </button>
  );
}
