import { useCallback, useEffect, useRef, useState } from "react";
import type { Page } from "../../api/client";

export interface PagedList<T> {
  items: T[];
  status: "loading" | "ready" | "error";
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * A list paged by the Link header: `load(next)` gets the first page with no argument, then each next URL. The list
 * starts again whenever `load` changes, so callers keep it stable with useCallback over what it depends on.
 */
export function usePagedList<T>(load: (next?: string) => Promise<Page<T>>): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<PagedList<T>["status"]>("loading");
  const [error, setError] = useState<unknown>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const live = useRef(0);

  useEffect(() => {
    // Each start outdates the answers of every earlier start and of pages asked for before it.
    const run = ++live.current;
    setItems([]);
    setStatus("loading");
    load().then(
      (page) => {
        if (run !== live.current) return;
        setItems(page.items);
        setNext(page.next);
        setStatus("ready");
      },
      (e: unknown) => {
        if (run !== live.current) return;
        setError(e);
        setStatus("error");
      },
    );
  }, [load]);

  const loadMore = useCallback(() => {
    if (!next || loadingMore) return;
    const run = live.current;
    setLoadingMore(true);
    load(next).then(
      (page) => {
        if (run !== live.current) return;
        setItems((old) => [...old, ...page.items]);
        setNext(page.next);
        setLoadingMore(false);
      },
      (e: unknown) => {
        if (run !== live.current) return;
        setError(e);
        setLoadingMore(false);
      },
    );
  }, [next, loadingMore, load]);

  return { items, status, error, hasMore: next !== null, loadingMore, loadMore };
}
