// The follow requests and muted accounts lists, on their own: the follow requests badge of every signed-in page reads
// the first list, and the actions (actions.ts) bring the account endpoints and relationship state along.
import type { Page } from "../../api/client";
import { getPage } from "../../api/paging";
import { getFollowRequests, getMutes } from "../../api/endpoints/relationships";
import { accountReader } from "../../api/normalize/account";
import type { Account } from "../../api/types";
import { adoptAccounts } from "../../state/account-cache";
import { parseAccount } from "../../state/account-shape";
import { definePagedQuery } from "../../state/query";
import { apiAtom } from "../../state/session";

/** Follow requests or muted accounts, paged by the Link header; always asked again when the page opens. */
export const accountListQuery = definePagedQuery({
  name: "relationship-list",
  key: (list: "follow-requests" | "mutes") => list,
  loadPage: (get, list, cursor: string | null): Promise<Page<Account>> => {
    const api = get(apiAtom);
    if (cursor) return getPage(api, cursor, accountReader);
    return list === "mutes" ? getMutes(api) : getFollowRequests(api);
  },
  parseItem: parseAccount,
  itemKey: (account) => account.id,
  adopt: (get, set, page) => adoptAccounts(get, set, page.items),
  staleAfter: 0,
});
