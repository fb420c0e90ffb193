// Several posts in one request, apart from statuses.ts: only the on-demand refresh of posts on screen uses it.
import { send, type Api } from "../client";
import { readList } from "../normalize/dropped";
import { readStatus } from "../normalize/status";
import type { Status } from "../types";

/** The server leaves out the posts deleted or not visible to you. */
export async function getStatuses(api: Api, ids: readonly string[]): Promise<Status[]> {
  const { data } = await send(api, api.client.GET("/api/v1/statuses", { params: { query: { "id[]": [...ids] } } }));
  return readList(data, readStatus, "status");
}
