import { useSetAtom } from "jotai";
import { useCallback, useEffect, useState } from "react";
import type { Page } from "../../api/client";
import type { Account } from "../../api/types";
import { loadAccountPageAtom } from "./actions";

/** A list of profiles paged by the Link header: the first page on open, then "show more" while a next URL exists. */
export function useLinkPagedAccounts(loadFirst: () => Promise<Page<Account>>) {
  const loadPage = useSetAtom(loadAccountPageAtom);
  const [items, setItems] = useState<Account[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setError(null);
    loadFirst().then(
      (page) => {
        if (!current) return;
        setItems(page.items);
        setNext(page.next);
      },
      (e: unknown) => current && setError(e),
    );
    return () => {
      current = false;
    };
  }, [loadFirst, attempt]);

  const showMore = useCallback(async () => {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await loadPage(next);
      setItems((list) => {
        const known = new Set((list ?? []).map((a) => a.id));
        return [...(list ?? []), ...page.items.filter((a) => !known.has(a.id))];
      });
      setNext(page.next);
    } finally {
      setLoadingMore(false);
    }
  }, [next, loadPage]);

  return {
    items,
    setItems,
    next,
    error,
    loadingMore,
    showMore,
    retry: () => setAttempt((n) => n + 1),
  };
}
