import { lazy, Suspense, useEffect, useRef, useState, type FocusEvent } from "react";
import { useLocation, useSearch } from "wouter";
import { cssReady } from "../lib/css";
import { href } from "../paths";
import { useLL } from "../state/i18n";
import { Icon } from "../ui/Icon";
import "../state/ns/frame";

// The prefix hints (and their styles) load when the box is first focused; the box works without them meanwhile.
const SearchHints = lazy(() => import("./SearchHints").then(async (m) => (await cssReady(), m)));

/**
 * The header's search: focusing it offers the prefixes (@ people, # hashtags, > text), a click on one starts the
 * query with it; × clears the box. On the results page the box shows the query of the address.
 */
export function SearchBox() {
  const LL = useLL();
  const [location, navigate] = useLocation();
  const urlQuery = new URLSearchParams(useSearch()).get("q") ?? "";
  const onResults = location === "/search";
  const [q, setQ] = useState(onResults ? urlQuery : "");
  const [hints, setHints] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const query = q.trim();

  // Arriving at /search?q=… (a link, back and forward, a reload) puts that query in the box.
  useEffect(() => {
    if (onResults) setQ(urlQuery);
  }, [onResults, urlQuery]);
  // Arriving at the search page without a query (the phone's Search tab), the box takes the focus: typing comes next.
  // On a phone the header shows the box only on this page, so it is focused once the page with it is drawn.
  const arrivedEmpty = onResults && !urlQuery;
  useEffect(() => {
    if (!arrivedEmpty) return;
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [arrivedEmpty]);

  function start(prefix: string) {
    setQ(prefix);
    input.current?.focus();
  }

  function clear() {
    setQ("");
    input.current?.focus();
  }

  // The hints close when focus leaves the form, which a click outside it does too.
  function leave(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHints(false);
  }

  return (
    <form
      role="search"
      className="search-box"
      onBlur={leave}
      onKeyDown={(event) => {
        if (event.key === "Escape") setHints(false);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!query) return;
        setHints(false);
        navigate(href.search(query));
      }}
    >
      <span className="search-field">
        <input
          ref={input}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onFocus={() => setHints(true)}
          aria-label={LL.frame.searchLabel()}
          placeholder={LL.frame.searchPlaceholder()}
          title={LL.frame.searchHint()}
          enterKeyHint="search"
        />
        {q && (
          <button type="button" className="icon-button search-clear" aria-label={LL.frame.searchBox.clear()} onClick={clear}>
            <Icon name="close" />
          </button>
        )}
      </span>
      <button type="submit" className="button" disabled={!query}>
        {LL.frame.searchSubmit()}
      </button>
      {hints && (
        <Suspense fallback={null}>
          <SearchHints
            label={LL.frame.searchBox.hints()}
            names={{ "@": LL.frame.searchBox.people(), "#": LL.frame.searchBox.tags(), ">": LL.frame.searchBox.text() }}
            onPick={start}
          />
        </Suspense>
      )}
    </form>
  );
}
