import { newIdempotencyKey, send, type Api } from "../client";
import type { PostContentType, PreviewResult, Status, StatusCreate, StatusEdit, StatusSource, StatusTombstone } from "../types";

const path = (statusId: string) => ({ params: { path: { status_id: statusId } } });

export async function getStatus(api: Api, statusId: string): Promise<Status> {
  return (await send(api, api.client.GET("/api/v1/statuses/{status_id}", path(statusId)))).data;
}

/** The whole thread containing the post, in display order. */
export async function getThread(api: Api, statusId: string): Promise<Status[]> {
  return (await send(api, api.client.GET("/api/v1/statuses/{status_id}/thread", path(statusId)))).data;
}

/** content_type is text/html when the server kept no markdown source. */
export async function getStatusSource(api: Api, statusId: string): Promise<StatusSource> {
  return (await send(api, api.client.GET("/api/v1/statuses/{status_id}/source", path(statusId)))).data;
}

/**
 * Creates a post. Keep the same idempotency key when retrying one submission: the server then
 * answers the earlier post instead of creating a duplicate.
 */
export async function createStatus(api: Api, post: StatusCreate, idempotencyKey = newIdempotencyKey()): Promise<Status> {
  return (
    await send(api, api.client.POST("/api/v1/statuses", { params: { header: { "Idempotency-Key": idempotencyKey } }, body: post }))
  ).data;
}

export async function previewStatus(api: Api, text: string, contentType: PostContentType = "text/markdown"): Promise<PreviewResult> {
  return (
    await send(api, api.client.POST("/api/v1/statuses/preview", { body: { status: text, content_type: contentType } }))
  ).data;
}

export async function editStatus(api: Api, statusId: string, edit: StatusEdit): Promise<Status> {
  return (await send(api, api.client.PUT("/api/v1/statuses/{status_id}", { ...path(statusId), body: edit }))).data;
}

/** Deletes own post; the answer carries the source `text` for "delete and redraft". */
export async function deleteStatus(api: Api, statusId: string): Promise<StatusTombstone> {
  return (await send(api, api.client.DELETE("/api/v1/statuses/{status_id}", path(statusId)))).data;
}

export async function favourite(api: Api, statusId: string): Promise<Status> {
  return (await send(api, api.client.POST("/api/v1/statuses/{status_id}/favourite", path(statusId)))).data;
}

export async function unfavourite(api: Api, statusId: string): Promise<Status> {
  return (await send(api, api.client.POST("/api/v1/statuses/{status_id}/unfavourite", path(statusId)))).data;
}

/** Reposts; the answer is the repost wrapper, with the original post in `.reblog`. */
export async function reblog(api: Api, statusId: string, visibility: "public" | "private" = "public"): Promise<Status> {
  return (
    await send(api, api.client.POST("/api/v1/statuses/{status_id}/reblog", { ...path(statusId), body: { visibility } }))
  ).data;
}

/** Undoes a repost; the answer is the original post. */
export async function unreblog(api: Api, statusId: string): Promise<Status> {
  return (await send(api, api.client.POST("/api/v1/statuses/{status_id}/unreblog", path(statusId)))).data;
}

export async function bookmark(api: Api, statusId: string): Promise<Status> {
  return (await send(api, api.client.POST("/api/v1/statuses/{status_id}/bookmark", path(statusId)))).data;
}

export async function unbookmark(api: Api, statusId: string): Promise<Status> {
  return (await send(api, api.client.POST("/api/v1/statuses/{status_id}/unbookmark", path(statusId)))).data;
}

export async function pin(api: Api, statusId: string): Promise<Status> {
  return (await send(api, api.client.POST("/api/v1/statuses/{status_id}/pin", path(statusId)))).data;
}

export async function unpin(api: Api, statusId: string): Promise<Status> {
  return (await send(api, api.client.POST("/api/v1/statuses/{status_id}/unpin", path(statusId)))).data;
}

/** Saves the post to IPFS; the answer has `ipfs_cid`. 418 when the server has no IPFS. */
export async function makePermanent(api: Api, statusId: string): Promise<Status> {
  return (await send(api, api.client.POST("/api/v1/statuses/{status_id}/make_permanent", path(statusId)))).data;
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

/** `emoji` is a Unicode emoji or a custom emoji name; it is URL-encoded into the path. */
export async function addReaction(api: Api, statusId: string, emoji: string): Promise<Status> {
  return (
    await send(
      api,
      api.client.PUT("/api/v1/pleroma/statuses/{status_id}/reactions/{content}", {
        params: { path: { status_id: statusId, content: emoji } },
      }),
    )
  ).data;
}

export async function removeReaction(api: Api, statusId: string, emoji: string): Promise<Status> {
  return (
    await send(
      api,
      api.client.DELETE("/api/v1/pleroma/statuses/{status_id}/reactions/{content}", {
        params: { path: { status_id: statusId, content: emoji } },
      }),
    )
  ).data;
}
