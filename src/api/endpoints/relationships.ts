import { sendOne, sendPage, type Api, type Page } from "../client";
import { accountReader, readRelationship } from "../normalize/account";
import type { Account, Relationship } from "../types";

/** First page of incoming follow requests; later pages come from getPage(next). */
export function getFollowRequests(api: Api): Promise<Page<Account>> {
  return sendPage(api, api.client.GET("/api/v1/follow_requests"), accountReader);
}

export async function authorizeFollowRequest(api: Api, accountId: string): Promise<Relationship> {
  return sendOne(api, api.client.POST("/api/v1/follow_requests/{account_id}/authorize", { params: { path: { account_id: accountId } } }), readRelationship);
}

export async function rejectFollowRequest(api: Api, accountId: string): Promise<Relationship> {
  return sendOne(api, api.client.POST("/api/v1/follow_requests/{account_id}/reject", { params: { path: { account_id: accountId } } }), readRelationship);
}

/** First page of muted profiles; later pages come from getPage(next). */
export function getMutes(api: Api): Promise<Page<Account>> {
  return sendPage(api, api.client.GET("/api/v1/mutes"), accountReader);
}
