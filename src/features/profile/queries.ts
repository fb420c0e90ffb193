// The own profile's people lists (followers, following, current subscribers), as paged queries (state/query.ts): kept
// in the session's store, so a revisited tab shows its list at once and refreshes it when stale. Loaded with the
// lists (ProfileList, SubscriberList), which only the owner opens, so the list endpoints and readers stay out of the
// profile's first load.
import { getFollowers, getFollowing, getSubscribers } from "../../api/endpoints/account-lists";
import { getPage } from "../../api/paging";
import { subscriptionReader } from "../../api/normalize/account-collections";
import { accountReader } from "../../api/normalize/collections";
import type { Subscription } from "../../api/types";
import { isRecord } from "../../lib/storage";
import { adoptAccounts, parseAccount } from "../../state/accounts";
import { definePagedQuery, expectShape, STALE_AFTER } from "../../state/query";
import { apiAtom } from "../../state/session";

export type ProfileList = "followers" | "following";

export const profileListQuery = definePagedQuery({
  name: "profile-list",
  key: (p: { list: ProfileList; accountId: string }) => `${p.list}:${p.accountId}`,
  loadPage: (get, p, cursor: string | null) => {
    const api = get(apiAtom);
    if (cursor) return getPage(api, cursor, accountReader);
    return p.list === "followers" ? getFollowers(api, p.accountId) : getFollowing(api, p.accountId);
  },
  parseItem: parseAccount,
  itemKey: (account) => account.id,
  adopt: (get, set, page) => adoptAccounts(get, set, page.items),
  staleAfter: STALE_AFTER.normal,
});

function parseSubscription(raw: unknown): Subscription {
  expectShape(isRecord(raw) && typeof raw.id !== "undefined" && isRecord(raw.sender) && typeof raw.expires_at === "string", "a subscription was expected");
  return raw as unknown as Subscription;
}

/** Current subscribers only (include_expired=false). */
export const subscribersQuery = definePagedQuery({
  name: "profile-subscribers",
  key: (accountId: string) => accountId,
  loadPage: (get, accountId, cursor: string | null) =>
    cursor ? getPage(get(apiAtom), cursor, subscriptionReader) : getSubscribers(get(apiAtom), accountId, false),
  parseItem: parseSubscription,
  itemKey: (subscription) => String(subscription.id),
  adopt: (get, set, page) => adoptAccounts(get, set, page.items.map((s) => s.sender)),
  staleAfter: STALE_AFTER.normal,
});
