// The home timeline's reading position (the notifications marker is in notifications.ts). Its own module: only
// the lazily loaded reading position uses it, and sharing a module with the signed-in frame would split a chunk.
import { send, type Api } from "../client";
import { isObject } from "../normalize/read";

/** The saved post id of the home marker in a markers answer, or null. */
function homeId(data: unknown): string | null {
  const home = isObject(data) ? data.home : null;
  const id = isObject(home) ? home.last_read_id : null;
  return typeof id === "string" && id !== "" ? id : null;
}

/** The home timeline's reading position, or null when none was saved yet (the key is left out). */
export async function getHomeMarker(api: Api): Promise<string | null> {
  const { data } = await send(
    api,
    api.client.GET("/api/v1/markers", { params: { query: { "timeline[]": ["home"] } }, querySerializer: () => "timeline[]=home" }),
  );
  return homeId(data);
}

/** Saves the home timeline's reading position (Mitra takes a post id, a UUID). */
export async function saveHomeMarker(api: Api, lastReadId: string): Promise<string | null> {
  const { data } = await send(api, api.client.POST("/api/v1/markers", { body: { home: { last_read_id: lastReadId } } }));
  return homeId(data);
}
