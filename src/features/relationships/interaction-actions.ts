// Who liked, reposted or reacted to a post, and the follow requests you sent.
import { atom, type Getter, type Setter } from "jotai";
import { type Page } from "../../api/client";
import { getPage } from "../../api/paging";
import { accountReader } from "../../api/normalize/collections";
import { getOutgoingFollowRequests } from "../../api/endpoints/account-extras";
import { unfollowAccount } from "../../api/endpoints/accounts";
import { getFavouritedBy, getReactions, getRebloggedBy, type ReactionWithAccounts } from "../../api/endpoints/interactions";
import type { Account } from "../../api/types";
import { adoptAccounts } from "../../state/account-cache";
import { parseAccount } from "../../state/account-shape";
import { definePagedQuery, defineQuery, parseList, STALE_AFTER } from "../../state/query";
import { setRelationshipAtom } from "../../state/relationships";
import { apiAtom } from "../../state/session";

/** Each emoji reacted to a post with, and who reacted with it. */
export const reactionsQuery = defineQuery({
  name: "reactions",
  key: (postId: string) => postId,
  load: (get, postId) => getReactions(get(apiAtom), postId),
  parse: (raw) => parseList<ReactionWithAccounts>(raw),
  staleAfter: STALE_AFTER.short,
  adopt: (get, set, list) => adoptAccounts(get, set, list.flatMap((r) => r.accounts)),
});

/** Cancelling a pending request is an unfollow; the answer updates the relationship profiles show. */
export const cancelRequestAtom = atom(null, async (get, set, accountId: string) => {
  set(setRelationshipAtom, await unfollowAccount(get(apiAtom), accountId));
});

const accountPaging = {
  parseItem: parseAccount,
  itemKey: (account: Account) => account.id,
  adopt: (get: Getter, set: Setter, page: Page<Account>) => adoptAccounts(get, set, page.items),
  staleAfter: 0,
};

/** Follow requests you sent that are still waiting, paged by the Link header. */
export const outgoingRequestsQuery = definePagedQuery({
  name: "outgoing-requests",
  key: (_list: "sent") => "sent",
  loadPage: (get, _list, cursor: string | null): Promise<Page<Account>> =>
    cursor ? getPage(get(apiAtom), cursor, accountReader) : getOutgoingFollowRequests(get(apiAtom)),
  ...accountPaging,
});

/** Who liked or reposted a post, paged by the Link header. */
export const interactionsQuery = definePagedQuery({
  name: "interactions",
  key: (p: { postId: string; kind: "likes" | "reposts" }) => `${p.kind}:${p.postId}`,
  loadPage: (get, p, cursor: string | null): Promise<Page<Account>> => {
    const api = get(apiAtom);
    if (cursor) return getPage(api, cursor, accountReader);
    return p.kind === "likes" ? getFavouritedBy(api, p.postId) : getRebloggedBy(api, p.postId);
  },
  ...accountPaging,
});
