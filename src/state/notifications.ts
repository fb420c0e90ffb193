// The notifications page's list: its pages with the full reader, marking read, and its refresh, which the badge's
// poll (state/notification-count) uses once the list is loaded. The count, the marker and the dismissed ids are
// state/notification-count's, which every signed-in page loads without this module.
import { atom, type Getter, type Setter } from "jotai";
import { PAGE_SIZE, type Page } from "../api/client";
import { getPage } from "../api/paging";
import { notificationReader } from "../api/normalize/notification";
import { getNotifications, saveNotificationMarker } from "../api/endpoints/notifications";
import { getNotificationMarker } from "../api/endpoints/notification-count";
import type { Notification } from "../api/types";
import { adoptAccounts } from "./account-cache";
import { keptMarker, listRefreshAtom, markerAtom, notificationListAtom, type NotificationList } from "./notification-count";
import { oneAtATime } from "./one-at-a-time";
import { upsertPostsAtom } from "./posts";
import { apiAtom } from "./session";

/**
 * Merges a freshly fetched first page into the list. Items in the page's id range are replaced by the page (so
 * deleted ones go); older pages already loaded stay. When a full page is entirely newer than what is loaded there
 * may be a gap, so the list starts over from that page.
 */
export function mergeFirstPage(list: NotificationList, page: Page<Notification>, pageSize = PAGE_SIZE): NotificationList {
  const fresh: NotificationList = {
    items: page.items,
    next: page.next,
    lastPageFull: page.items.length >= pageSize,
    pages: 1,
    loaded: true,
  };
  if (list.items.length === 0 || list.pages <= 1 || page.items.length === 0) return fresh;
  // By position, not by id: the loaded items below the page's oldest one are the older pages.
  const oldest = page.items[page.items.length - 1].id;
  const at = list.items.findIndex((n) => n.id === oldest);
  if (at === -1) return fresh;
  const inPage = new Set(page.items.map((n) => n.id));
  const older = list.items.slice(at + 1).filter((n) => !inPage.has(n.id));
  return { ...list, items: [...page.items, ...older], loaded: true };
}

/** Appends a further page, skipping any item already listed. */
export function appendPage(list: NotificationList, page: Page<Notification>, pageSize = PAGE_SIZE): NotificationList {
  const known = new Set(list.items.map((n) => n.id));
  return {
    items: [...list.items, ...page.items.filter((n) => !known.has(n.id))],
    next: page.next,
    lastPageFull: page.items.length >= pageSize,
    pages: list.pages + 1,
    loaded: true,
  };
}

// ---- atoms -----------------------------------------------------------------------------------------------------

/** The accounts and posts of a page of notifications go into the session's caches, as any other answer's do. */
function adoptPage(get: Getter, set: Setter, page: Page<Notification>): void {
  adoptAccounts(get, set, page.items.map((n) => n.account));
  set(upsertPostsAtom, page.items.flatMap((n) => (n.status ? [n.status] : [])));
}

const refreshingAtom = atom<Promise<void> | null>(null);

/** Fetches the first page and the marker. Concurrent callers share one request. */
export const refreshNotificationsAtom = atom(null, (get, set): Promise<void> => {
  const api = get(apiAtom);
  return oneAtATime(get, set, refreshingAtom, async () => {
    const [page, marker] = await Promise.all([getNotifications(api), getNotificationMarker(api)]);
    if (get(apiAtom) !== api) return; // signed out meanwhile
    adoptPage(get, set, page);
    set(notificationListAtom, mergeFirstPage(get(notificationListAtom), page));
    set(markerAtom, keptMarker(get(notificationListAtom).items, get(markerAtom), marker?.last_read_id ?? null));
    // The list is loaded: its refresh is the badge's poll from now on, so what arrives joins it.
    if (!get(listRefreshAtom)) set(listRefreshAtom, { run: (setAtom) => setAtom(refreshNotificationsAtom) });
  });
});

export const loadMoreNotificationsAtom = atom(null, async (get, set) => {
  const { next } = get(notificationListAtom);
  if (!next) return;
  const api = get(apiAtom);
  const page = await getPage(api, next, notificationReader);
  if (get(apiAtom) !== api || get(notificationListAtom).next !== next) return;
  adoptPage(get, set, page);
  set(notificationListAtom, appendPage(get(notificationListAtom), page));
});

/** A post deleted from its card takes its notifications with it. */
export const removeNotificationsAboutPostAtom = atom(null, (get, set, postId: string) => {
  const list = get(notificationListAtom);
  set(notificationListAtom, { ...list, items: list.items.filter((n) => n.status?.id !== postId) });
});

/** Marks everything loaded as read: the marker moves to the newest id at once, and back if the server refuses. */
export const markNotificationsReadAtom = atom(null, async (get, set) => {
  const newest = get(notificationListAtom).items[0]?.id;
  const before = get(markerAtom);
  if (!newest || before === newest) return;
  set(markerAtom, newest);
  try {
    const markers = await saveNotificationMarker(get(apiAtom), newest);
    const saved = markers.notifications?.last_read_id;
    if (saved && get(markerAtom) === newest) set(markerAtom, saved);
  } catch (error) {
    if (get(markerAtom) === newest) set(markerAtom, before);
    throw error;
  }
});

/**
 * Opening the notifications page: load (or refresh) the list, then mark it read. Resolves with the marker as it
 * was before (null when there was none), so the page can tell what was new.
 */
export const openNotificationsAtom = atom(null, async (get, set): Promise<string | null> => {
  await set(refreshNotificationsAtom);
  const before = get(markerAtom) ?? null;
  await set(markNotificationsReadAtom);
  return before;
});
