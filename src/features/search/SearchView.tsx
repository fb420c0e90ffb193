import { useSetAtom } from "jotai";
import { useEffect, useRef } from "react";
import { useSearch } from "wouter";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { useQuery } from "../../state/query";
import { usePageTitle } from "../../state/title";
import { dropSearchPostAtom, searchMoreAtom, searchQuery } from "./actions";
import { canShowMore, nextOffset, summarize, type SearchKind } from "./search-rules";
import { SearchResultGroups } from "./SearchResultGroups";
import { SearchSummaryLine } from "./SearchSummaryLine";
import "./search.css";
import "../../state/ns/search";

export default function SearchView() {
  const LL = useLL();
  const q = (new URLSearchParams(useSearch()).get("q") ?? "").trim();
  usePageTitle(q ? LL.search.titleWithQuery({ q }) : LL.search.title());
  const search = useQuery(searchQuery, q || null);
  const more = useMutation(useSetAtom(searchMoreAtom), { notifyError: true });
  const dropPost = useSetAtom(dropSearchPostAtom);
  const results = search.data;
  // A failed search shows its reason in place of the summary; a failed refresh keeps the results it had.
  const failed = search.status === "error" && !results;
  const heading = useRef<HTMLHeadingElement>(null);
  const view = useRef<HTMLElement>(null);
  // The first result of the page being loaded: it takes the focus if "Show more results" leaves with the last page.
  const firstNew = useRef<{ kind: SearchKind; at: number } | null>(null);

  useEffect(() => {
    const next = firstNew.current;
    if (!next || !results || nextOffset(results) <= next.at) return;
    firstNew.current = null;
    if (document.activeElement !== document.body) return;
    const item = view.current?.querySelectorAll(`[aria-labelledby="search-${next.kind}"] > ul > li`)[next.at];
    item?.querySelector<HTMLElement>("a, button")?.focus();
  }, [results]);

  async function showMore() {
    if (!results || more.pending) return;
    // The paged group is the first non-empty one (search-rules: nextOffset).
    firstNew.current = { kind: summarize(results)[0].kind, at: nextOffset(results) };
    if (!(await more.run(q)).ok) firstNew.current = null;
  }

  return (
    <section ref={view} className="search-view" aria-busy={Boolean(q) && search.status === "loading"}>
      <h1 ref={heading} tabIndex={-1}>
        {LL.search.title()}
      </h1>
      {!q && <p className="hint">{LL.search.enterQuery()}</p>}
      {q && !results && !failed && <div className="page-loading"><div className="spinner" role="status" aria-label={LL.common.loading()} /></div>}
      {failed && (
        <>
          <p className="search-summary field-error" role="alert">
            {errorMessage(LL, search.error)}
          </p>
          {/* The same query sent again from the box is the same address, which loads nothing: this asks again.
              The button leaves with the failure, so the focus goes to the heading. */}
          <button
            type="button"
            className="button"
            onClick={() => {
              heading.current?.focus();
              void search.refresh();
            }}
          >
            {LL.common.retry()}
          </button>
        </>
      )}
      {results && <SearchSummaryLine summary={summarize(results, q)} />}
      {results && <SearchResultGroups q={q} results={results} onPostDeleted={(postId) => dropPost({ q, postId })} />}
      {results && canShowMore(results) && (
        <button type="button" className="button wide" onClick={() => void showMore()} aria-disabled={more.pending}>
          {more.pending ? LL.common.loading() : LL.search.showMore()}
        </button>
      )}
    </section>
  );
}
