// Feeds are data: each kind maps to its endpoint and paging. One engine (timeline-state.ts) loads them all.
import { PAGE_SIZE, type Api, type Page } from "../../api/client";
import { getPage } from "../../api/paging";
import { statusReader } from "../../api/normalize/collections";
import { getAccountStatuses } from "../../api/endpoints/accounts";
import {
  getBookmarks,
  getFavourites,
  getGroupTimeline,
  getHomeTimeline,
  getListTimeline,
  getPublicTimeline,
  getTagTimeline,
} from "../../api/endpoints/timelines";
import type { Status } from "../../api/types";
import { withEarlyAnswer } from "../../api/early";

export type AccountTab = "posts" | "with_replies" | "featured" | "media";

export type Feed =
  | { kind: "home" }
  | { kind: "local" }
  | { kind: "federated" }
  | { kind: "tag"; tag: string }
  /** A custom feed (list). */
  | { kind: "list"; id: string }
  | { kind: "bookmarks" }
  | { kind: "account"; id: string; tab: AccountTab }
  /** Posts you liked or reacted to. */
  | { kind: "favourites" }
  /** Posts sent to a group. */
  | { kind: "group"; id: string };

/** Where the next page starts: after a post id (max_id), or at a Link URL. */
export type Cursor = { maxId: string } | { url: string };

export function feedKey(feed: Feed): string {
  switch (feed.kind) {
    case "tag":
      return `tag:${feed.tag.toLowerCase()}`;
    case "list":
      return `list:${feed.id}`;
    case "account":
      return `account:${feed.id}:${feed.tab}`;
    case "group":
      return `group:${feed.id}`;
    default:
      return feed.kind;
  }
}

/** Feeds polled for newer posts: those in time order (not bookmarks or liked posts, not a profile's pinned posts). */
export const pollsForNew = (feed: Feed): boolean =>
  feed.kind !== "bookmarks" && feed.kind !== "favourites" && !(feed.kind === "account" && feed.tab === "featured");

/** Bookmarks and liked posts page by the Link header (their cursors are internal ids); every other feed by max_id. */
export const pagesByLink = (feed: Feed): boolean => feed.kind === "bookmarks" || feed.kind === "favourites";

function fetchFirst(api: Api, feed: Feed, maxId?: string): Promise<Page<Status>> {
  const paging = { maxId, limit: PAGE_SIZE };
  switch (feed.kind) {
    case "home":
      // The first page may already be on its way since the app started (app/prefetch.ts).
      return getHomeTimeline(maxId ? api : withEarlyAnswer(api, "feed:home"), paging);
    case "local":
      return getPublicTimeline(api, true, paging);
    case "federated":
      return getPublicTimeline(api, false, paging);
    case "tag":
      return getTagTimeline(api, feed.tag, paging);
    case "list":
      return getListTimeline(api, feed.id, paging);
    case "bookmarks":
      return getBookmarks(api);
    case "account":
      return getAccountStatuses(api, feed.id, {
        maxId,
        // "Posts" leaves out replies; "Posts and replies" leaves out reposts, which are neither.
        excludeReplies: feed.tab === "posts" || undefined,
        excludeReblogs: feed.tab === "with_replies" || undefined,
        pinned: feed.tab === "featured" || undefined,
        onlyMedia: feed.tab === "media" || undefined,
      });
    case "favourites":
      return getFavourites(api);
    case "group":
      return getGroupTimeline(api, feed.id, maxId);
  }
}

export interface FeedPage {
  items: Status[];
  /** Where the next page would start; null when the server said there is none. */
  next: Cursor | null;
}

/** One page of a feed: the first (no cursor) or the one after `cursor`. */
export async function fetchFeedPage(api: Api, feed: Feed, cursor: Cursor | null): Promise<FeedPage> {
  if (cursor && "url" in cursor) {
    const page = await getPage(api, cursor.url, statusReader);
    return { items: page.items, next: page.next ? { url: page.next } : null };
  }
  const page = await fetchFirst(api, feed, cursor?.maxId);
  if (pagesByLink(feed)) return { items: page.items, next: page.next ? { url: page.next } : null };
  const last = page.items[page.items.length - 1];
  return { items: page.items, next: last ? { maxId: last.id } : null };
}

/**
 * Whether the next-page button shows. max_id feeds: only the first batch counts (a full page keeps the button
 * for the life of the list), until a later page comes back empty. Link feeds: while a next URL exists.
 */
export function hasNextPage(feed: Feed, firstBatchSize: number, next: Cursor | null, lastBatchSize: number): boolean {
  if (next === null) return false;
  if (pagesByLink(feed)) return true;
  return firstBatchSize >= PAGE_SIZE && lastBatchSize > 0;
}
