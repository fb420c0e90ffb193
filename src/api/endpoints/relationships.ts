import { send, sendPage, type Api, type Page } from "../client";
import type { Account, Relationship } from "../types";

/** First page of incoming follow requests; later pages come from getPage(next). */
export function getFollowRequests(api: Api): Promise<Page<Account>> {
  return sendPage(api, api.client.GET("/api/v1/follow_requests"));
}

export async function authorizeFollowRequest(api: Api, accountId: string): Promise<Relationship> {
  return (
    await send(api, api.client.POST("/api/v1/follow_requests/{account_id}/authorize", { params: { path: { account_id: accountId } } }))
  ).data;
}

export async function rejectFollowRequest(api: Api, accountId: string): Promise<Relationship> {
  return (
    await send(api, api.client.POST("/api/v1/follow_requests/{account_id}/reject", { params: { path: { account_id: accountId } } }))
  ).data;
}

/** First page of muted profiles; later pages come from getPage(next). */
export function getMutes(api: Api): Promise<Page<Account>> {
  return sendPage(api, api.client.GET("/api/v1/mutes"));
}
