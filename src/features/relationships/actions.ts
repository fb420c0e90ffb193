import { atom } from "jotai";
import { type Page } from "../../api/client";
import { getPage } from "../../api/paging";
import { accountReader } from "../../api/normalize/collections";
import { authorizeFollowRequest, getFollowRequests, getMutes, rejectFollowRequest } from "../../api/endpoints/relationships";
import { unmuteAccount } from "../../api/endpoints/accounts";
import type { Account } from "../../api/types";
import { adoptAccounts, parseAccount } from "../../state/accounts";
import { definePagedQuery } from "../../state/query";
import { setRelationshipAtom } from "../../state/relationships";
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

/** Accepts or rejects a follow request; the answer updates the cached relationship that profiles show. */
export const answerFollowRequestAtom = atom(null, async (get, set, { accountId, accept }: { accountId: string; accept: boolean }) => {
  const api = get(apiAtom);
  const relationship = await (accept ? authorizeFollowRequest(api, accountId) : rejectFollowRequest(api, accountId));
  set(setRelationshipAtom, relationship);
  return relationship;
});

/** Unmutes a listed account; the answer updates the cached relationship that profiles and posts show. */
export const unmuteListedAtom = atom(null, async (get, set, accountId: string) => {
  const relationship = await unmuteAccount(get(apiAtom), accountId);
  set(setRelationshipAtom, relationship);
  return relationship;
});
