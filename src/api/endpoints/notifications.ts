import { PAGE_SIZE, send, sendPage, type Api, type Page } from "../client";
import { notificationReader } from "../normalize/notification";
import { isObject, text } from "../normalize/read";
import type { Marker, Markers, Notification } from "../types";

/** First page of notifications; later pages come from getPage(next). */
export function getNotifications(api: Api, limit = PAGE_SIZE): Promise<Page<Notification>> {
  return sendPage(api, api.client.GET("/api/v1/notifications", { params: { query: { limit } } }), notificationReader);
}

function readMarker(raw: unknown): Marker | null {
  if (!isObject(raw)) return null;
  const id = raw.last_read_id;
  if (typeof id !== "string" && typeof id !== "number") return null;
  return { last_read_id: String(id), version: typeof raw.version === "number" ? raw.version : 0, updated_at: text(raw.updated_at) };
}

/** The notifications read marker, or null when none was saved yet (the key is left out). */
export async function getNotificationMarker(api: Api): Promise<Marker | null> {
  const { data } = await send(
    api,
    api.client.GET("/api/v1/markers", {
      params: { query: { "timeline[]": ["notifications"] } },
      querySerializer: () => "timeline[]=notifications",
    }),
  );
  return readMarker(isObject(data) ? data.notifications : null);
}

/** Saves the read marker, in the nested form the Mastodon API documents (Mitra reads it too). */
export async function saveNotificationMarker(api: Api, lastReadId: string): Promise<Markers> {
  const { data } = await send(api, api.client.POST("/api/v1/markers", { body: { notifications: { last_read_id: lastReadId } } }));
  const notifications = readMarker(isObject(data) ? data.notifications : null);
  return notifications ? { notifications } : {};
}

export async function clearNotifications(api: Api): Promise<void> {
  await send(api, api.client.POST("/api/v1/notifications/clear"));
}

/** Marks every notification up to this id as seen; the server also moves the notifications marker. */
export async function readNotifications(api: Api, maxId: string): Promise<void> {
  await send(api, api.client.POST("/api/v1/pleroma/notifications/read", { body: { max_id: Number(maxId) } }));
}
