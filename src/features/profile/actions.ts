// The profile feature's calls: components use these, never the endpoints directly.
import { getAccountStatuses, getAliases, getFollowers, getFollowing, getSubscribers, loadActivities } from "../../api/endpoints/accounts";
import { adminDeleteAccount } from "../../api/endpoints/admin";
import { getPage, type Api, type Page } from "../../api/client";
import type { Account, Status, Subscription } from "../../api/types";

/** The verified aliases (other accounts that are the same person); empty when they cannot be loaded. */
export async function loadVerifiedAliases(api: Api, accountId: string): Promise<Account[]> {
  try {
    return (await getAliases(api, accountId)).verified;
  } catch {
    return [];
  }
}

export type ProfileList = "followers" | "following";

export function loadProfileList(api: Api, list: ProfileList, accountId: string, next?: string): Promise<Page<Account>> {
  if (next) return getPage<Account>(api, next);
  return list === "followers" ? getFollowers(api, accountId) : getFollowing(api, accountId);
}

/** Current subscribers only (include_expired=false). */
export function loadSubscribers(api: Api, accountId: string, next?: string): Promise<Page<Subscription>> {
  return next ? getPage<Subscription>(api, next) : getSubscribers(api, accountId, false);
}

export function loadMediaPosts(api: Api, accountId: string, next?: string): Promise<Page<Status>> {
  return next ? getPage<Status>(api, next) : getAccountStatuses(api, accountId, { onlyMedia: true });
}

/** Admin: ask the server to fetch a remote profile's pinned posts or its latest posts (a background job). */
export const loadRemotePosts = (api: Api, accountId: string, collection: "featured" | "outbox") =>
  loadActivities(api, accountId, collection);

export const deleteUser = (api: Api, accountId: string) => adminDeleteAccount(api, accountId);
