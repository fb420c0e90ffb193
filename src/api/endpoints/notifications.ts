import { PAGE_SIZE, send, sendPage, type Api, type Page } from "../client";
import type { Marker, Markers, Notification } from "../types";

/** First page of notifications; later pages come from getPage(next). */
export function getNotifications(api: Api, limit = PAGE_SIZE): Promise<Page<Notification>> {
  return sendPage(api, api.client.GET("/api/v1/notifications", { params: { query: { limit } } }));
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
  return data.notifications ?? null;
}

/** Saves the read marker. The body uses the flat key the server documents. */
export async function saveNotificationMarker(api: Api, lastReadId: string): Promise<Markers> {
  return (await send(api, api.client.POST("/api/v1/markers", { body: { "notifications[last_read_id]": lastReadId } }))).data;
}
