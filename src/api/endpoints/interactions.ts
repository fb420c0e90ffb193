// Who interacted with a post, conversation tracking and group-thread moderation (liked posts are a feed:
// timelines.ts).
import { send, sendList, sendOne, type Api, type Page } from "../client";
import { sendPage } from "../paging";
import { loadExtraReaders, accountReader } from "../normalize/collections";
import { readStatus } from "../normalize/status";
import type { components } from "../schema.gen";
import type { Account, Status } from "../types";

export type ReactionWithAccounts = components["schemas"]["EmojiReactionAccounts"];
export type TrackingStatus = "normal" | "follow";

const path = (statusId: string) => ({ params: { path: { status_id: statusId } } });

export function getFavouritedBy(api: Api, statusId: string): Promise<Page<Account>> {
  return sendPage(api, api.client.GET("/api/v1/statuses/{status_id}/favourited_by", path(statusId)), accountReader);
}

export function getRebloggedBy(api: Api, statusId: string): Promise<Page<Account>> {
  return sendPage(api, api.client.GET("/api/v1/statuses/{status_id}/reblogged_by", path(statusId)), accountReader);
}

export async function getReactions(api: Api, statusId: string): Promise<ReactionWithAccounts[]> {
  const { extraReaders } = await loadExtraReaders();
  return sendList(api, api.client.GET("/api/v1/pleroma/statuses/{status_id}/reactions", path(statusId)), extraReaders.reaction);
}

export function setConversationTracking(api: Api, statusId: string, status: TrackingStatus): Promise<Status> {
  return sendOne(api, api.client.POST("/api/v1/statuses/{status_id}/conversation_tracking", { ...path(statusId), body: { status } }), readStatus);
}

/** A group moderator removes a post from the group's thread. */
export async function removeFromThread(api: Api, statusId: string): Promise<void> {
  await send(api, api.client.DELETE("/api/v1/statuses/{status_id}/thread", path(statusId)));
}
