// What counting the unread notifications asks: the first page's ids and the read marker (the badge's poll, the
// other accounts' badges). The full notifications and their reader are ./notifications.
import { PAGE_SIZE, send, type Api, type Page } from "../client";
import { sendPage } from "../paging";
import { notificationIdReader } from "../normalize/notification-id";
import { isObject, text } from "../normalize/read";
import type { Marker, Notification } from "../types";

/** The ids of the first page of notifications (those the full reader would keep). */
export function getNotificationIds(api: Api, limit = PAGE_SIZE): Promise<Page<Pick<Notification, "id">>> {
  return sendPage(api, api.client.GET("/api/v1/notifications", { params: { query: { limit } } }), notificationIdReader);
}

export function readMarker(raw: unknown): Marker | null {
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
