// The changes to a relationship (follow, mute, answer a request…): apart from the account reads (accounts.ts), so
// they load with the actions that send them (state/relationship-actions.ts) rather than with every post screen.
import { sendOne, type Api } from "../client";
import { readRelationship } from "../normalize/relationship";
import type { Relationship } from "../types";

const path = (accountId: string) => ({ params: { path: { account_id: accountId } } });

export interface FollowOptions {
  /** Show this profile's reposts in the home timeline. */
  reblogs?: boolean;
  /** Show this profile's replies in the home timeline. */
  replies?: boolean;
}

export async function followAccount(api: Api, accountId: string, options: FollowOptions = {}): Promise<Relationship> {
  const body = { reblogs: options.reblogs ?? true, replies: options.replies ?? true };
  return sendOne(api, api.client.POST("/api/v1/accounts/{account_id}/follow", { ...path(accountId), body }), readRelationship);
}

/** Unfollows, or cancels a pending follow request. */
export async function unfollowAccount(api: Api, accountId: string): Promise<Relationship> {
  return sendOne(api, api.client.POST("/api/v1/accounts/{account_id}/unfollow", path(accountId)), readRelationship);
}

export async function removeFromFollowers(api: Api, accountId: string): Promise<Relationship> {
  return sendOne(api, api.client.POST("/api/v1/accounts/{account_id}/remove_from_followers", path(accountId)), readRelationship);
}

export async function muteAccount(api: Api, accountId: string): Promise<Relationship> {
  return sendOne(api, api.client.POST("/api/v1/accounts/{account_id}/mute", path(accountId)), readRelationship);
}

export async function unmuteAccount(api: Api, accountId: string): Promise<Relationship> {
  return sendOne(api, api.client.POST("/api/v1/accounts/{account_id}/unmute", path(accountId)), readRelationship);
}

export async function authorizeFollowRequest(api: Api, accountId: string): Promise<Relationship> {
  return sendOne(api, api.client.POST("/api/v1/follow_requests/{account_id}/authorize", path(accountId)), readRelationship);
}

export async function rejectFollowRequest(api: Api, accountId: string): Promise<Relationship> {
  return sendOne(api, api.client.POST("/api/v1/follow_requests/{account_id}/reject", path(accountId)), readRelationship);
}
