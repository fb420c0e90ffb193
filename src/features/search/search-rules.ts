// The rules of the search results page: what the summary counts, the order of the groups, when "show more" appears, paging.
import type { SearchResults } from "../../api/types";

export const SEARCH_PAGE_SIZE = 20;

export type SearchKind = "people" | "posts" | "tags";
export type SearchSummary = { kind: SearchKind; count: number }[];

const GROUP_SIZE: Record<SearchKind, (results: SearchResults) => number> = {
  people: (r) => r.accounts.length,
  posts: (r) => r.statuses.length,
  tags: (r) => r.hashtags.length,
};

/** The order the groups are shown in: a `#tag` query shows the hashtags first, as that is what was asked for. */
export function groupOrder(q: string): SearchKind[] {
  return q.trim().startsWith("#") ? ["tags", "people", "posts"] : ["people", "posts", "tags"];
}

/** The size of every non-empty group, in the order shown ("1 person, 14 posts, 1 hashtag"); empty: nothing found. */
export function summarize(results: SearchResults, q = ""): SearchSummary {
  return groupOrder(q)
    .map((kind) => ({ kind, count: GROUP_SIZE[kind](results) }))
    .filter((group) => group.count > 0);
}

/** The offset for the next request: the size of the first non-empty group (people, else posts, else hashtags). */
export function nextOffset(results: SearchResults): number {
  return summarize(results)[0]?.count ?? 0;
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
