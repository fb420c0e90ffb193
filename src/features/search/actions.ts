import { atom } from "jotai";
import { search } from "../../api/endpoints/search";
import type { SearchResults } from "../../api/types";
import { apiAtom } from "../../state/session";

/** One page of results for `q`, starting at `offset` (the number already shown). */
export const searchAtom = atom(null, (get, _set, { q, offset }: { q: string; offset: number }): Promise<SearchResults> =>
  search(get(apiAtom), q, offset ? { offset } : {}),
);
