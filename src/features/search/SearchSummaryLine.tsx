import { useLL, useLocale } from "../../state/i18n";
import type { SearchSummary } from "./search-rules";
import "../../state/ns/search";

/** "1 person, 14 posts, 1 hashtag": every group that found something, in the order shown; or "No results". */
export function SearchSummaryLine({ summary }: { summary: SearchSummary }) {
  const LL = useLL();
  const locale = useLocale();
  const parts = summary.map(({ kind, count }) =>
    kind === "people" ? LL.search.people({ count }) : kind === "posts" ? LL.search.posts({ count }) : LL.search.tags({ count }),
  );
  const text = parts.length ? new Intl.ListFormat(locale, { style: "narrow", type: "conjunction" }).format(parts) : LL.search.noResults();
  return (
    <p className="search-summary" role="status">
      {text}
    </p>
  );
}
