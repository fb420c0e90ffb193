// Custom feeds. The server calls them lists.
import { arrayQuery, PAGE_SIZE, send, sendList, sendOne, type Api } from "../client";
import { readers } from "../normalize/collections";
import { readCustomFeed } from "../normalize/extras";
import type { Account, List } from "../types";

const path = (listId: string) => ({ params: { path: { list_id: listId } } });

export function getLists(api: Api): Promise<List[]> {
  return sendList(api, api.client.GET("/api/v1/lists"), readers.customFeed);
}

export function createList(api: Api, title: string): Promise<List> {
  return sendOne(api, api.client.POST("/api/v1/lists", { body: { title } }), readCustomFeed);
}

export function getList(api: Api, listId: string): Promise<List> {
  return sendOne(api, api.client.GET("/api/v1/lists/{list_id}", path(listId)), readCustomFeed);
}

export function renameList(api: Api, listId: string, title: string): Promise<List> {
  return sendOne(api, api.client.PUT("/api/v1/lists/{list_id}", { ...path(listId), body: { title } }), readCustomFeed);
}

export async function deleteList(api: Api, listId: string): Promise<void> {
  await send(api, api.client.DELETE("/api/v1/lists/{list_id}", path(listId)));
}

/** Feed members. No Link header: page with maxId = the last member's id. */
export async function getListAccounts(api: Api, listId: string, maxId?: string, limit = PAGE_SIZE): Promise<Account[]> {
  return sendList(
    api,
    api.client.GET("/api/v1/lists/{list_id}/accounts", { params: { path: { list_id: listId }, query: { max_id: maxId, limit } } }),
    readers.account,
  );
}

/** Adds members; 422 "user already added" when one is already there. */
export async function addListAccounts(api: Api, listId: string, accountIds: string[]): Promise<void> {
  await send(api, api.client.POST("/api/v1/lists/{list_id}/accounts", { ...path(listId), body: { account_ids: accountIds } }));
}

export async function removeListAccounts(api: Api, listId: string, accountIds: string[]): Promise<void> {
  await send(
    api,
    api.client.DELETE("/api/v1/lists/{list_id}/accounts", {
      params: { path: { list_id: listId }, query: { "account_ids[]": accountIds } },
      querySerializer: () => arrayQuery("account_ids", accountIds),
    }),
  );
}
