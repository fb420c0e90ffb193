import { atom } from "jotai";
import { searchByDid } from "../../api/endpoints/account-extras";
import { search } from "../../api/endpoints/search";
import type { SearchResults } from "../../api/types";
import { apiAtom } from "../../state/session";

const DID = /^did:[a-z0-9]+:\S+$/;

/**
 * One page of results for `q`, starting at `offset` (the number already shown). A DID also finds the profiles
 * that linked it as an identity (search_did), listed first.
 */
export const searchAtom = atom(null, async (get, _set, { q, offset }: { q: string; offset: number }): Promise<SearchResults> => {
  const api = get(apiAtom);
  const did = q.trim();
  if (offset || !DID.test(did)) return search(api, q, offset ? { offset } : {});
  const [results, owners] = await Promise.all([search(api, q), searchByDid(api, did).catch(() => [])]);
  const accounts = [...owners, ...results.accounts.filter((a) => !owners.some((o) => o.id === a.id))];
  return { ...results, accounts };
});
