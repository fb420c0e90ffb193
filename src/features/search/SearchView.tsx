import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import type { SearchResults } from "../../api/types";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { usePageTitle } from "../../state/title";
import { searchAtom } from "./actions";
import { appendResults, canShowMore, nextOffset, summarize } from "./search-rules";
import { SearchResultGroups } from "./SearchResultGroups";
import { SearchSummaryLine } from "./SearchSummaryLine";
import "./search.css";
import "../../state/ns/search";

type Loaded = { q: string; results: SearchResults } | { q: string; error: unknown };

export default function SearchView() {
  const LL = useLL();
  const q = (new URLSearchParams(useSearch()).get("q") ?? "").trim();
  usePageTitle(q ? LL.search.titleWithQuery({ q }) : LL.search.title());
  const run = useSetAtom(searchAtom);
  const notice = useSetAtom(showNoticeAtom);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    if (!q) return;
    let current = true;
    run({ q, offset: 0 }).then(
      (results) => current && setLoaded({ q, results }),
      (error: unknown) => current && setLoaded({ q, error }),
    );
    return () => {
      current = false;
    };
  }, [q, run]);

  const ready = loaded !== null && loaded.q === q;
  const results = ready && "results" in loaded ? loaded.results : null;

  function removePost(postId: string) {
    setLoaded((prev) =>
      prev && "results" in prev ? { q: prev.q, results: { ...prev.results, statuses: prev.results.statuses.filter((s) => s.id !== postId) } } : prev,
    );
  }

  async function showMore() {
    if (!results) return;
    setLoadingMore(true);
    try {
      const more = await run({ q, offset: nextOffset(results) });
      setLoaded((prev) => (prev && prev.q === q && "results" in prev ? { q, results: appendResults(prev.results, more) } : prev));
    } catch (error) {
      notice({ message: errorMessage(LL, error), kind: "error" });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <section className="search-view" aria-busy={Boolean(q) && !ready}>
      <h1>{LL.search.title()}</h1>
      {!q && <p className="hint">{LL.search.enterQuery()}</p>}
      {q && !ready && <div className="page-loading"><div className="spinner" role="status" aria-label={LL.common.loading()} /></div>}
      {ready && "error" in loaded && (
        <p className="search-summary field-error" role="alert">
          {errorMessage(LL, loaded.error)}
        </p>
      )}
      {results && <SearchSummaryLine summary={summarize(results)} />}
      {results && <SearchResultGroups results={results} onPostDeleted={removePost} />}
      {results && canShowMore(results) && (
        <button type="button" className="button wide" onClick={showMore} disabled={loadingMore}>
          {loadingMore ? LL.common.loading() : LL.search.showMore()}
        </button>
      )}
    </section>
  );
}
