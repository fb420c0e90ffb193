// Custom feeds. The server calls them lists.
import { arrayQuery, PAGE_SIZE, send, sendList, sendOne, type Api, type FetchResult } from "../client";
import { accountReader } from "../normalize/account";
import { loadExtraReaders } from "../normalize/extra-readers";
import type { Account, List } from "../types";

const path = (listId: string) => ({ params: { path: { list_id: listId } } });

export async function getLists(api: Api): Promise<List[]> {
  const { extraReaders } = await loadExtraReaders();
  return sendList(api, api.client.GET("/api/v1/lists"), extraReaders.customFeed);
}

/** One feed, read once its reader has loaded (the request waits for it, so a failed load leaves no request unheard). */
async function oneFeed(api: Api, request: () => Promise<FetchResult<unknown>>): Promise<List> {
  const { readCustomFeed } = await loadExtraReaders();
  return sendOne(api, request(), readCustomFeed);
}

export function createList(api: Api, title: string): Promise<List> {
  return oneFeed(api, () => api.client.POST("/api/v1/lists", { body: { title } }));
}

export function getList(api: Api, listId: string): Promise<List> {
  return oneFeed(api, () => api.client.GET("/api/v1/lists/{list_id}", path(listId)));
}

export function renameList(api: Api, listId: string, title: string): Promise<List> {
  return oneFeed(api, () => api.client.PUT("/api/v1/lists/{list_id}", { ...path(listId), body: { title } }));
}

export async function deleteList(api: Api, listId: string): Promise<void> {
  await send(api, api.client.DELETE("/api/v1/lists/{list_id}", path(listId)));
}

/** Feed members. No Link header: page with maxId = the last member's id. */
export async function getListAccounts(api: Api, listId: string, maxId?: string, limit = PAGE_SIZE): Promise<Account[]> {
  return sendList(
    api,
    api.client.GET("/api/v1/lists/{list_id}/accounts", { params: { path: { list_id: listId }, query: { max_id: maxId, limit } } }),
    accountReader,
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
