// The profile feature's calls: components use these, never the endpoints directly.
import { getAccountStatuses, getAliases, getFollowers, getFollowing, getSubscribers, loadActivities } from "../../api/endpoints/accounts";
import { adminDeleteAccount } from "../../api/endpoints/admin";
import { getPage, type Api, type Page } from "../../api/client";
import { readers } from "../../api/normalize/collections";
import type { Account, Status, Subscription } from "../../api/types";
import { atom } from "jotai";
import { apiAtom } from "../../state/session";
import type { TranslationFunctions } from "../../../locales/i18n-types";

/** The verified aliases (other accounts that are the same person). */
export async function loadVerifiedAliases(api: Api, accountId: string): Promise<Account[]> {
  return (await getAliases(api, accountId)).verified;
}

export type ProfileList = "followers" | "following";

export function loadProfileList(api: Api, list: ProfileList, accountId: string, next?: string): Promise<Page<Account>> {
  if (next) return getPage(api, next, readers.account);
  return list === "followers" ? getFollowers(api, accountId) : getFollowing(api, accountId);
}

/** Current subscribers only (include_expired=false). */
export function loadSubscribers(api: Api, accountId: string, next?: string): Promise<Page<Subscription>> {
  return next ? getPage(api, next, readers.subscription) : getSubscribers(api, accountId, false);
}

export function loadMediaPosts(api: Api, accountId: string, next?: string): Promise<Page<Status>> {
  return next ? getPage(api, next, readers.status) : getAccountStatuses(api, accountId, { onlyMedia: true });
}

/** Admin: ask the server to fetch a remote profile's pinned posts or its latest posts (a background job). */
export const loadRemotePostsAtom = atom(null, (get, _set, accountId: string, collection: "featured" | "outbox") =>
  loadActivities(get(apiAtom), accountId, collection),
);

export const deleteUserAtom = atom(null, (get, _set, accountId: string) => adminDeleteAccount(get(apiAtom), accountId));

/** The API's base URL, for links to its public feeds. */
export const apiBaseUrlAtom = atom((get) => get(apiAtom).baseUrl);

/** The menu entries for the custom feeds that hold an account; their code and words load with the first call. */
export const accountListEntriesAtom = atom(null, async (get, _set, accountId: string, LL: TranslationFunctions) =>
  (await import("./account-list-entries")).accountListEntries(get(apiAtom), accountId, LL),
);
