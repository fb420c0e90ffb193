// The profile feature's loads (the queries' loaders); the menu's requests are in menu-actions.ts, so the gallery,
// which needs only these, does not carry the admin endpoints.
import { getAccountStatuses } from "../../api/endpoints/accounts";
import { getAliases, getFollowers, getFollowing, getSubscribers } from "../../api/endpoints/account-lists";
import { type Api, type Page } from "../../api/client";
import { getPage } from "../../api/paging";
import { subscriptionReader } from "../../api/normalize/account-collections";
import { accountReader, statusReader } from "../../api/normalize/collections";
import type { Account, Status, Subscription } from "../../api/types";

/** The verified aliases (other accounts that are the same person). */
export async function loadVerifiedAliases(api: Api, accountId: string): Promise<Account[]> {
  return (await getAliases(api, accountId)).verified;
}

export type ProfileList = "followers" | "following";

export function loadProfileList(api: Api, list: ProfileList, accountId: string, next?: string): Promise<Page<Account>> {
  if (next) return getPage(api, next, accountReader);
  return list === "followers" ? getFollowers(api, accountId) : getFollowing(api, accountId);
}

/** Current subscribers only (include_expired=false). */
export function loadSubscribers(api: Api, accountId: string, next?: string): Promise<Page<Subscription>> {
  return next ? getPage(api, next, subscriptionReader) : getSubscribers(api, accountId, false);
}

export function loadMediaPosts(api: Api, accountId: string, next?: string): Promise<Page<Status>> {
  return next ? getPage(api, next, statusReader) : getAccountStatuses(api, accountId, { onlyMedia: true });
}
