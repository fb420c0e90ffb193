// One account, its posts and the relationships with it: what the signed-in frame and the post screens read (the
// changes to a relationship are in relationship-changes.ts, lists of accounts in account-lists.ts, the own profile's
// saving in account-settings.ts).
import { arrayQuery, PAGE_SIZE, sendList, sendOne, type Api, type Page } from "../client";
import { sendPage } from "../paging";
import { readAccount } from "../normalize/account";
import { readRelationship } from "../normalize/relationship";
import { statusReader } from "../normalize/collections";
import type { Account, Relationship, Status } from "../types";

const path = (accountId: string) => ({ params: { path: { account_id: accountId } } });

export async function getAccount(api: Api, accountId: string): Promise<Account> {
  return sendOne(api, api.client.GET("/api/v1/accounts/{account_id}", path(accountId)), readAccount);
}

/** Finds a profile by `user` or `user@host`; 404 "profile not found" otherwise. */
export async function lookupAccount(api: Api, acct: string): Promise<Account> {
  return sendOne(api, api.client.GET("/api/v1/accounts/lookup", { params: { query: { acct } } }), readAccount);
}

export interface AccountStatusFilters {
  onlyMedia?: boolean;
  excludeReplies?: boolean;
  excludeReblogs?: boolean;
  pinned?: boolean;
  maxId?: string;
  limit?: number;
}

export function getAccountStatuses(api: Api, accountId: string, filters: AccountStatusFilters = {}): Promise<Page<Status>> {
  const query = {
    only_media: filters.onlyMedia,
    exclude_replies: filters.excludeReplies,
    exclude_reblogs: filters.excludeReblogs,
    pinned: filters.pinned,
    max_id: filters.maxId,
    limit: filters.limit ?? PAGE_SIZE,
  };
  return sendPage(
    api,
    api.client.GET("/api/v1/accounts/{account_id}/statuses", { params: { path: { account_id: accountId }, query } }),
    statusReader,
  );
}

/** Relationships with the given profiles; duplicates are asked once, and no ids means no request. */
export async function getRelationships(api: Api, accountIds: readonly string[]): Promise<Relationship[]> {
  const ids = [...new Set(accountIds)];
  if (ids.length === 0) return [];
  return sendList(
    api,
    api.client.GET("/api/v1/accounts/relationships", {
      params: { query: { "id[]": ids } },
      querySerializer: () => arrayQuery("id", ids),
    }),
    relationshipReader,
  );
}

const relationshipReader = { kind: "relationship", read: readRelationship };
