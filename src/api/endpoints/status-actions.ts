// What a post's buttons and menu do (like, repost, bookmark, pin, react, delete, save to IPFS, fetch replies): only
// the post actions call these, and they load on the first press (entities/post/lazy-actions.ts).
import { ApiError, send, sendOne, UNKNOWN_ERROR, type Api } from "../client";
import { isObject } from "../normalize/read";
import { readStatus } from "../normalize/status";
import type { ReactionsApi } from "../server";
import type { Status, StatusTombstone } from "../types";

const path = (statusId: string) => ({ params: { path: { status_id: statusId } } });

/** Deletes own post; the answer carries the source `text` for "delete and redraft". */
export async function deleteStatus(api: Api, statusId: string): Promise<StatusTombstone> {
  const { data } = await send(api, api.client.DELETE("/api/v1/statuses/{status_id}", path(statusId)));
  const post = readStatus(data);
  if (post === null) throw new ApiError(0, UNKNOWN_ERROR);
  // Mastodon answers `text` only when the source was kept; without it redrafting starts from an empty editor.
  return { ...post, text: isObject(data) && typeof data.text === "string" ? data.text : "" };
}

export async function favourite(api: Api, statusId: string): Promise<Status> {
  return sendOne(api, api.client.POST("/api/v1/statuses/{status_id}/favourite", path(statusId)), readStatus);
}

export async function unfavourite(api: Api, statusId: string): Promise<Status> {
  return sendOne(api, api.client.POST("/api/v1/statuses/{status_id}/unfavourite", path(statusId)), readStatus);
}

/** Reposts; the answer is the repost wrapper, with the original post in `.reblog`. */
export async function reblog(api: Api, statusId: string, visibility: "public" | "private" = "public"): Promise<Status> {
  return sendOne(api, api.client.POST("/api/v1/statuses/{status_id}/reblog", { ...path(statusId), body: { visibility } }), readStatus);
}

/** Undoes a repost; the answer is the original post. */
export async function unreblog(api: Api, statusId: string): Promise<Status> {
  return sendOne(api, api.client.POST("/api/v1/statuses/{status_id}/unreblog", path(statusId)), readStatus);
}

export async function bookmark(api: Api, statusId: string): Promise<Status> {
  return sendOne(api, api.client.POST("/api/v1/statuses/{status_id}/bookmark", path(statusId)), readStatus);
}

export async function unbookmark(api: Api, statusId: string): Promise<Status> {
  return sendOne(api, api.client.POST("/api/v1/statuses/{status_id}/unbookmark", path(statusId)), readStatus);
}

export async function pin(api: Api, statusId: string): Promise<Status> {
  return sendOne(api, api.client.POST("/api/v1/statuses/{status_id}/pin", path(statusId)), readStatus);
}

export async function unpin(api: Api, statusId: string): Promise<Status> {
  return sendOne(api, api.client.POST("/api/v1/statuses/{status_id}/unpin", path(statusId)), readStatus);
}

/** Saves the post to IPFS; the answer has `ipfs_cid`. 418 when the server has no IPFS. */
export async function makePermanent(api: Api, statusId: string): Promise<Status> {
  return sendOne(api, api.client.POST("/api/v1/statuses/{status_id}/make_permanent", path(statusId)), readStatus);
}

/**
 * Asks the server to fetch replies (or the whole conversation) in the background. The JSON body
 * is required: without it the server answers 400 "Content type error".
 */
export async function loadConversation(api: Api, statusId: string, useContext = false): Promise<void> {
  await send(
    api,
    api.client.POST("/api/v1/statuses/{status_id}/load_conversation", { ...path(statusId), body: { use_context: useContext } }),
  );
}

const PLEROMA_REACTION = "/api/v1/pleroma/statuses/{status_id}/reactions/{content}";

/**
 * Adds or removes a reaction by whichever path the server has: Pleroma's (Mitra, Pleroma, Akkoma) or the
 * Mastodon forks' (Fedibird, Hollo). `emoji` is a Unicode emoji or a custom emoji name; it is URL-encoded.
 */
export async function setReaction(api: Api, via: Exclude<ReactionsApi, null>, statusId: string, emoji: string, on: boolean): Promise<Status> {
  const params = { params: { path: { status_id: statusId, content: emoji } } };
  // The fork path is not Mitra's, so openapi.yaml (which the demo implements in full) leaves it out; the call has
  // the same shape as Pleroma's, so it goes through the client under that type.
  const route = (via === "fork" ? "/api/v1/statuses/{status_id}/emoji_reactions/{content}" : PLEROMA_REACTION) as typeof PLEROMA_REACTION;
  return sendOne(api, on ? api.client.PUT(route, params) : api.client.DELETE(route, params), readStatus);
}
