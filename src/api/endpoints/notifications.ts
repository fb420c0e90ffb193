import { PAGE_SIZE, send, type Api, type Page } from "../client";
import { sendPage } from "../paging";
import { notificationReader } from "../normalize/notification";
import { isObject } from "../normalize/read";
import type { Markers, Notification } from "../types";
import { readMarker } from "./notification-count";

/** First page of notifications; later pages come from getPage(next). */
export function getNotifications(api: Api, limit = PAGE_SIZE): Promise<Page<Notification>> {
  return sendPage(api, api.client.GET("/api/v1/notifications", { params: { query: { limit } } }), notificationReader);
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
