// The rules of the search results page: which group the summary names, when "show more" appears, paging.
import type { SearchResults } from "../../api/types";

export const SEARCH_PAGE_SIZE = 20;

export type SearchSummary = { kind: "people" | "posts" | "tags"; count: number } | null;

/** The first non-empty group (people, else posts, else hashtags) and its size; null when nothing was found. */
export function summarize(results: SearchResults): SearchSummary {
  if (results.accounts.length) return { kind: "people", count: results.accounts.length };
  if (results.statuses.length) return { kind: "posts", count: results.statuses.length };
  if (results.hashtags.length) return { kind: "tags", count: results.hashtags.length };
  return null;
}

/** The offset for the next request: the size of the first non-empty group. */
export function nextOffset(results: SearchResults): number {
  return summarize(results)?.count ?? 0;
}

/** "Show more results" while the first non-empty group's size is a positive multiple of the page size. */
export function canShowMore(results: SearchResults, pageSize = SEARCH_PAGE_SIZE): boolean {
  const count = nextOffset(results);
  return count > 0 && count % pageSize === 0;
}

function unique<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Appends a further page to all three groups, skipping anything already shown. */
export function appendResults(current: SearchResults, more: SearchResults): SearchResults {
  return {
    accounts: unique([...current.accounts, ...more.accounts], (a) => a.id),
    statuses: unique([...current.statuses, ...more.statuses], (s) => s.id),
    hashtags: unique([...current.hashtags, ...more.hashtags], (t) => t.name.toLowerCase()),
  };
}
