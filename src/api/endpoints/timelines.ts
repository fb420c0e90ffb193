import { PAGE_SIZE, type Api, type Page } from "../client";
import { sendPage } from "../paging";
import type { Status } from "../types";
import { statusReader } from "../normalize/collections";

export interface TimelinePaging {
  /** The last post already shown; the server answers older ones. */
  maxId?: string;
  limit?: number;
}

function query({ maxId, limit = PAGE_SIZE }: TimelinePaging) {
  return { max_id: maxId, limit };
}

export function getHomeTimeline(api: Api, paging: TimelinePaging = {}): Promise<Page<Status>> {
  return sendPage(api, api.client.GET("/api/v1/timelines/home", { params: { query: query(paging) } }), statusReader);
}

/** The local (local: true) or federated timeline. */
export function getPublicTimeline(api: Api, local: boolean, paging: TimelinePaging = {}): Promise<Page<Status>> {
  return sendPage(
    api,
    api.client.GET("/api/v1/timelines/public", { params: { query: { local, ...query(paging) } } }),
    statusReader,
  );
}

export function getTagTimeline(api: Api, hashtag: string, paging: TimelinePaging = {}): Promise<Page<Status>> {
  return sendPage(
    api,
    api.client.GET("/api/v1/timelines/tag/{hashtag}", { params: { path: { hashtag }, query: query(paging) } }),
    statusReader,
  );
}

export function getListTimeline(api: Api, listId: string, paging: TimelinePaging = {}): Promise<Page<Status>> {
  return sendPage(
    api,
    api.client.GET("/api/v1/timelines/list/{list_id}", { params: { path: { list_id: listId }, query: query(paging) } }),
    statusReader,
  );
}

/** First page of bookmarks; the cursor is a bookmark id, so later pages come from getPage(next). */
export function getBookmarks(api: Api): Promise<Page<Status>> {
  return sendPage(api, api.client.GET("/api/v1/bookmarks"), statusReader);
}

/** First page of posts you liked (with emoji reactions too); the cursor is internal, so later pages use getPage. */
export function getFavourites(api: Api): Promise<Page<Status>> {
  return sendPage(api, api.client.GET("/api/v1/favourites", { params: { query: { all_reactions: true } } }), statusReader);
}

/** A group's posts. */
export function getGroupTimeline(api: Api, groupId: string, maxId?: string): Promise<Page<Status>> {
  return sendPage(api, api.client.GET("/api/v1/timelines/group/{group_id}", { params: { path: { group_id: groupId }, query: { max_id: maxId } } }), statusReader);
}
