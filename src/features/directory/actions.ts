import { getDirectory } from "../../api/endpoints/account-lists";
import { adoptAccounts } from "../../state/account-cache";
import { parseAccount } from "../../state/account-shape";
import { definePagedQuery, STALE_AFTER } from "../../state/query";
import { apiAtom } from "../../state/session";

export const DIRECTORY_PAGE_SIZE = 20;

/** "Show more profiles" stays while the first batch was full. */
export const directoryHasMore = (firstBatch: number, pageSize = DIRECTORY_PAGE_SIZE): boolean => firstBatch >= pageSize;

/** The offset of the page after one that started at `offset` with `count` profiles; null when there is none. */
export function nextDirectoryOffset(offset: number | null, count: number): number | null {
  if (offset === null) return directoryHasMore(count) ? count : null;
  return offset + count;
}

/** Active profiles first, paged by offset (the cursor is the number already shown). */
export const directoryQuery = definePagedQuery({
  name: "directory",
  key: (_order: "active") => "active",
  loadPage: async (get, _order, offset: number | null) => {
    const items = await getDirectory(get(apiAtom), { order: "active", limit: DIRECTORY_PAGE_SIZE, offset: offset ?? 0 });
    return { items, next: nextDirectoryOffset(offset, items.length) };
  },
  parseItem: parseAccount,
  itemKey: (account) => account.id,
  adopt: (get, set, page) => adoptAccounts(get, set, page.items),
  staleAfter: STALE_AFTER.normal,
});
