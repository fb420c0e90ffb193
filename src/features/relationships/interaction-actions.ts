// Who liked, reposted or reacted to a post, and the follow requests you sent.
import { atom } from "jotai";
import type { Page } from "../../api/client";
import { getOutgoingFollowRequests } from "../../api/endpoints/account-extras";
import { unfollowAccount } from "../../api/endpoints/accounts";
import { getFavouritedBy, getReactions, getRebloggedBy, type ReactionWithAccounts } from "../../api/endpoints/interactions";
import type { Account } from "../../api/types";
import { setRelationshipAtom } from "../../state/relationships";
import { apiAtom } from "../../state/session";

export const loadOutgoingRequestsAtom = atom(null, (get): Promise<Page<Account>> => getOutgoingFollowRequests(get(apiAtom)));

export const loadLikesAtom = atom(null, (get, _set, postId: string): Promise<Page<Account>> => getFavouritedBy(get(apiAtom), postId));

export const loadRepostsAtom = atom(null, (get, _set, postId: string): Promise<Page<Account>> => getRebloggedBy(get(apiAtom), postId));

export const loadReactionsAtom = atom(null, (get, _set, postId: string): Promise<ReactionWithAccounts[]> => getReactions(get(apiAtom), postId));

/** Cancelling a pending request is an unfollow; the answer updates the relationship profiles show. */
export const cancelRequestAtom = atom(null, async (get, set, accountId: string) => {
  set(setRelationshipAtom, await unfollowAccount(get(apiAtom), accountId));
});
