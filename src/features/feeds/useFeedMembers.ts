import { useSetAtom } from "jotai";
import { useCallback, useEffect, useState } from "react";
import type { Account } from "../../api/types";
import { loadMembersAtom, MEMBER_PAGE_SIZE, removeMemberAtom } from "./actions";

/** "Show more users" while the number fetched from the server is a positive multiple of the page size. */
export function canShowMoreMembers(fetched: number, pageSize = MEMBER_PAGE_SIZE): boolean {
  return fetched > 0 && fetched % pageSize === 0;
}

/** The feed's member list: first page on open, further pages by the last member's id, local add and remove. */
export function useFeedMembers(feedId: string) {
  const loadPage = useSetAtom(loadMembersAtom);
  const removeRequest = useSetAtom(removeMemberAtom);
  const [members, setMembers] = useState<Account[] | null>(null);
  // Paging follows the server's order, so the cursor is the last member it sent, whatever was added here since.
  const [fetched, setFetched] = useState<{ count: number; lastId?: string }>({ count: 0 });
  const [error, setError] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let current = true;
    setMembers(null);
    setError(null);
    loadPage({ feedId }).then(
      (page) => {
        if (!current) return;
        setMembers(page);
        setFetched({ count: page.length, lastId: page[page.length - 1]?.id });
      },
      (e: unknown) => current && setError(e),
    );
    return () => {
      current = false;
    };
  }, [feedId, loadPage]);

  const showMore = useCallback(async () => {
    setLoadingMore(true);
    try {
      const page = await loadPage({ feedId, maxId: fetched.lastId });
      setMembers((list) => {
        const known = new Set((list ?? []).map((a) => a.id));
        return [...(list ?? []), ...page.filter((a) => !known.has(a.id))];
      });
      setFetched((f) => ({ count: f.count + page.length, lastId: page[page.length - 1]?.id ?? f.lastId }));
    } finally {
      setLoadingMore(false);
    }
  }, [feedId, fetched.lastId, loadPage]);

  const prepend = useCallback((account: Account) => {
    setMembers((list) => [account, ...(list ?? []).filter((a) => a.id !== account.id)]);
  }, []);

  /** Removes at once and puts the member back where it was if the server refuses (the error is rethrown). */
  const remove = useCallback(
    async (account: Account) => {
      const index = members?.findIndex((a) => a.id === account.id) ?? -1;
      setMembers((list) => list?.filter((a) => a.id !== account.id) ?? list);
      try {
        await removeRequest({ feedId, accountId: account.id });
      } catch (e) {
        setMembers((list) => {
          if (!list || list.some((a) => a.id === account.id)) return list;
          const at = index < 0 ? list.length : Math.min(index, list.length);
          return [...list.slice(0, at), account, ...list.slice(at)];
        });
        throw e;
      }
    },
    [feedId, members, removeRequest],
  );

  return { members, error, loadingMore, canShowMore: canShowMoreMembers(fetched.count), showMore, prepend, remove };
}
