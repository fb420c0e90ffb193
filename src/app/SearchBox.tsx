import { useState } from "react";
import { useLocation } from "wouter";
import { href } from "../paths";
import { useLL } from "../state/i18n";

export function SearchBox() {
  const LL = useLL();
  const [q, setQ] = useState("");
  const [, navigate] = useLocation();
  const query = q.trim();
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        if (query) navigate(href.search(query));
      }}
    >
      <input
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        aria-label={LL.shell.searchLabel()}
        placeholder={LL.shell.searchPlaceholder()}
        title={LL.shell.searchHint()}
        enterKeyHint="search"
      />
      <button type="submit" className="button" disabled={!query}>
        {LL.shell.searchSubmit()}
      </button>
    </form>
  );
}
