import { ApiError, newIdempotencyKey, send, sendOne, UNKNOWN_ERROR, type Api } from "../client";
import { readContext } from "../normalize/collections";
import { readList } from "../normalize/dropped";
import { isObject } from "../normalize/read";
import { readStatus } from "../normalize/status";
import type { ReactionsApi } from "../server";
import type { PostContentType, PreviewResult, Status, StatusCreate, StatusEdit, StatusSource, StatusTombstone } from "../types";

const path = (statusId: string) => ({ params: { path: { status_id: statusId } } });

export async function getStatus(api: Api, statusId: string): Promise<Status> {
  return sendOne(api, api.client.GET("/api/v1/statuses/{status_id}", path(statusId)), readStatus);
}

/** The post with its ancestors and descendants (GET /context, the standard call), in display order. */
export async function getContextThread(api: Api, statusId: string): Promise<Status[]> {
  const [post, context] = await Promise.all([
    getStatus(api, statusId),
    send(api, api.client.GET("/api/v1/statuses/{status_id}/context", path(statusId))).then(({ data }) => readContext(data)),
  ]);
  return [...context.ancestors, post, ...context.descendants];
}

/**
 * The whole thread containing the post, in display order. Mitra answers it in one call (/thread); other servers,
 * and Mitra versions without it (404), are asked for the standard /context.
 */
export async function getThread(api: Api, statusId: string, useThread = true): Promise<Status[]> {
  if (!useThread) return getContextThread(api, statusId);
  try {
    const { data } = await send(api, api.client.GET("/api/v1/statuses/{status_id}/thread", path(statusId)));
    return readList(data, readStatus, "status");
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 405 || error.status === 501)) {
      return getContextThread(api, statusId);
    }
    throw error;
  }
}

/** content_type is text/html when the server kept no markdown source. */
export async function getStatusSource(api: Api, statusId: string): Promise<StatusSource> {
  const { data } = await send(api, api.client.GET("/api/v1/statuses/{status_id}/source", path(statusId)));
  const raw: Record<string, unknown> = isObject(data) ? data : {};
  // Mastodon's source has no content_type: its text is plain.
  return {
    id: typeof raw.id === "string" ? raw.id : statusId,
    content_type: typeof raw.content_type === "string" ? raw.content_type : "text/plain",
    text: typeof raw.text === "string" ? raw.text : "",
    title: typeof raw.title === "string" ? raw.title : null,
    spoiler_text: typeof raw.spoiler_text === "string" ? raw.spoiler_text : "",
  };
}

/**
 * Creates a post. Keep the same idempotency key when retrying one submission: the server then
 * answers the earlier post instead of creating a duplicate.
 */
export async function createStatus(api: Api, post: StatusCreate, idempotencyKey = newIdempotencyKey()): Promise<Status> {
  return sendOne(
    api,
    api.client.POST("/api/v1/statuses", { params: { header: { "Idempotency-Key": idempotencyKey } }, body: withoutEmpty(post) }),
    readStatus,
  );
}

/**
 * The body without empty optional fields: null, undefined, "" and [] are left out, as some servers refuse
 * `"in_reply_to_id": null`. `status` stays when it is the only content.
 */
export function withoutEmpty<T extends object>(body: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    if (value === "" && key !== "status") continue;
    out[key] = value;
  }
  return out as T;
}

export async function previewStatus(api: Api, text: string, contentType: PostContentType = "text/markdown"): Promise<PreviewResult> {
  return (
    await send(api, api.client.POST("/api/v1/statuses/preview", { body: { status: text, content_type: contentType } }))
  ).data;
}

export async function editStatus(api: Api, statusId: string, edit: StatusEdit): Promise<Status> {
  return sendOne(api, api.client.PUT("/api/v1/statuses/{status_id}", { ...path(statusId), body: edit }), readStatus);
}

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
