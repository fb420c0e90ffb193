import { atom } from "jotai";
import { getPage, type Page } from "../../api/client";
import { readers } from "../../api/normalize/collections";
import { authorizeFollowRequest, getFollowRequests, getMutes, rejectFollowRequest } from "../../api/endpoints/relationships";
import type { Account } from "../../api/types";
import { setRelationshipAtom } from "../../state/relationships";
import { apiAtom } from "../../state/session";

export const loadFollowRequestsAtom = atom(null, (get): Promise<Page<Account>> => getFollowRequests(get(apiAtom)));

export const loadMutesAtom = atom(null, (get): Promise<Page<Account>> => getMutes(get(apiAtom)));

/** A further page, from the Link URL the previous page gave. */
export const loadAccountPageAtom = atom(null, (get, _set, url: string): Promise<Page<Account>> => getPage(get(apiAtom), url, readers.account));

/** Accepts or rejects a follow request; the answer updates the cached relationship that profiles show. */
export const answerFollowRequestAtom = atom(null, async (get, set, { accountId, accept }: { accountId: string; accept: boolean }) => {
  const api = get(apiAtom);
  const relationship = await (accept ? authorizeFollowRequest(api, accountId) : rejectFollowRequest(api, accountId));
  set(setRelationshipAtom, relationship);
  return relationship;
});
