import { atom } from "jotai";
import { getDirectory } from "../../api/endpoints/accounts";
import type { Account } from "../../api/types";
import { apiAtom } from "../../state/session";

export const DIRECTORY_PAGE_SIZE = 20;

/** Active profiles first; `offset` is the number already shown. */
export const loadDirectoryAtom = atom(null, (get, _set, offset: number): Promise<Account[]> =>
  getDirectory(get(apiAtom), { order: "active", limit: DIRECTORY_PAGE_SIZE, offset }),
);

/** "Show more profiles" stays while the first batch was full. */
export const directoryHasMore = (firstBatch: number, pageSize = DIRECTORY_PAGE_SIZE): boolean => firstBatch >= pageSize;
