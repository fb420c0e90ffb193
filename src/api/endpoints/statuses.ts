// Reading posts and threads, and writing them (the editor): what the post screens call as they show posts. What
// a post's buttons and menu do is in status-actions.ts, which loads with them.
import { ApiError, newIdempotencyKey, send, sendOne, type Api } from "../client";
import { readContext } from "../normalize/collections";
import { readList } from "../normalize/dropped";
import { isObject } from "../normalize/read";
import { readStatus } from "../normalize/status";
import type { PostContentType, PreviewResult, Status, StatusCreate, StatusEdit, StatusSource } from "../types";

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
