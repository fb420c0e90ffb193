import { atom } from "jotai";
import { searchByDid } from "../../api/endpoints/search";
import { search } from "../../api/endpoints/search";
import type { Api } from "../../api/client";
import type { SearchResults } from "../../api/types";
import { adoptAccounts } from "../../state/account-cache";
import { defineQuery, expectShape, queryStateAtom, setQueryData, STALE_AFTER } from "../../state/query";
import { apiAtom, serverAtom } from "../../state/session";
import { appendResults, nextOffset } from "./search-rules";

const DID = /^did:[a-z0-9]+:\S+$/;

/**
 * One page of results for `q`, starting at `offset` (the number already shown). A DID also finds the profiles
 * that linked it as an identity (search_did), listed first. A server other than Mitra finds a remote address or a
 * post's URL it does not know yet only when the first page asks it to resolve them.
 */
async function searchPage(api: Api, q: string, offset: number, mitra: boolean): Promise<SearchResults> {
  const did = q.trim();
  if (offset) return search(api, q, { offset });
  if (!mitra) return search(api, q, { resolve: true });
  if (!DID.test(did)) return search(api, q);
  const [results, owners] = await Promise.all([search(api, q), searchByDid(api, did).catch(() => [])]);
  const accounts = [...owners, ...results.accounts.filter((a) => !owners.some((o) => o.id === a.id))];
  return { ...results, accounts };
}

const isResults = (raw: unknown): raw is SearchResults =>
  typeof raw === "object" &&
  raw !== null &&
  ["accounts", "statuses", "hashtags"].every((group) => Array.isArray((raw as Record<string, unknown>)[group]));

/** The results for one query, with every further page appended (searchMoreAtom). */
export const searchQuery = defineQuery<string, SearchResults>({
  name: "search",
  key: (q) => q,
  load: (get, q) => searchPage(get(apiAtom), q, 0, get(serverAtom).mitra),
  parse: (raw) => {
    expectShape(isResults(raw), "search results");
    return raw as SearchResults;
  },
  adopt: (get, set, results) => adoptAccounts(get, set, results.accounts),
  staleAfter: STALE_AFTER.short,
});

/** Appends the next page of results for `q` to what is shown. */
export const searchMoreAtom = atom(null, async (get, set, q: string) => {
  const shown = get(queryStateAtom(searchQuery, q)).data;
  if (!shown) return;
  const more = await searchPage(get(apiAtom), q, nextOffset(shown), get(serverAtom).mitra);
  adoptAccounts(get, set, more.accounts);
  setQueryData(get, set, searchQuery, q, (current) => (current ? appendResults(current, more) : current));
});

/** Takes a deleted post out of the results for `q`. */
export const dropSearchPostAtom = atom(null, (get, set, { q, postId }: { q: string; postId: string }) =>
  setQueryData(get, set, searchQuery, q, (current) =>
    current ? { ...current, statuses: current.statuses.filter((s) => s.id !== postId) } : current,
  ),
);
