import { useLL } from "../../state/i18n";
import type { SearchSummary } from "./search-rules";
import "../../state/ns/search";

/** "3 people", "12 posts", "1 hashtag" for the first group that found something, or "No results". */
export function SearchSummaryLine({ summary }: { summary: SearchSummary }) {
  const LL = useLL();
  let text = LL.search.noResults();
  if (summary?.kind === "people") text = LL.search.people({ count: summary.count });
  else if (summary?.kind === "posts") text = LL.search.posts({ count: summary.count });
  else if (summary?.kind === "tags") text = LL.search.tags({ count: summary.count });
  return (
    <p className="search-summary" role="status">
      {text}
    </p>
  );
}
