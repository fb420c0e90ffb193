// Lists of accounts (followers, following, subscribers, the directory, search results) and a profile's remote posts
// (its aliases are ./aliases.ts): read by the profile, directory, search and editor screens only, so they stay out of the people
// chunk every signed-in screen loads (accounts.ts keeps what the frame and the post screens need).
import { PAGE_SIZE, send, sendList, type Api, type Page } from "../client";
import { sendPage } from "../paging";
import { accountReader } from "../normalize/account";
import { subscriptionReader } from "../normalize/account-collections";
import type { Account, Subscription } from "../types";

const path = (accountId: string) => ({ params: { path: { account_id: accountId } } });

export interface AccountSearchOptions {
  /** Ask the server to look the address up over WebFinger. */
  resolve?: boolean;
  limit?: number;
  offset?: number;
}

export async function searchAccounts(api: Api, q: string, options: AccountSearchOptions = {}): Promise<Account[]> {
  return sendList(api, api.client.GET("/api/v1/accounts/search", { params: { query: { q, ...options } } }), accountReader);
}

/** First page of followers (the server hides other people's lists); then getPage(next). */
export function getFollowers(api: Api, accountId: string): Promise<Page<Account>> {
  return sendPage(api, api.client.GET("/api/v1/accounts/{account_id}/followers", path(accountId)), accountReader);
}

export function getFollowing(api: Api, accountId: string): Promise<Page<Account>> {
  return sendPage(api, api.client.GET("/api/v1/accounts/{account_id}/following", path(accountId)), accountReader);
}

export function getSubscribers(api: Api, accountId: string, includeExpired = false): Promise<Page<Subscription>> {
  return sendPage(
    api,
    api.client.GET("/api/v1/accounts/{account_id}/subscribers", {
      params: { path: { account_id: accountId }, query: { include_expired: includeExpired } },
    }),
    subscriptionReader,
  );
}

/** Asks the server to fetch a remote profile's latest (outbox) or pinned (featured) posts. */
export async function loadActivities(api: Api, accountId: string, collection: "outbox" | "featured"): Promise<void> {
  await send(api, api.client.POST("/api/v1/accounts/{account_id}/load_activities", { ...path(accountId), body: { collection } }));
}

export interface DirectoryOptions {
  offset?: number;
  limit?: number;
  order?: "active" | "username";
  local?: boolean;
}

/** Profile directory. Offset paging: pass the number of profiles already shown. */
export async function getDirectory(api: Api, options: DirectoryOptions = {}): Promise<Account[]> {
  const query = { order: "active" as const, limit: PAGE_SIZE, ...options };
  return sendList(api, api.client.GET("/api/v1/directory", { params: { query } }), accountReader);
}
