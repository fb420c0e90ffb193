// Notifications shared by the sidebar badge and the notifications page: the loaded list, the read marker, the
// locally dismissed ids, and the poller that keeps them fresh (Mitra has no streaming).
import { atom, useAtomValue, useStore, type Getter, type Setter } from "jotai";
import { useEffect } from "react";
import { getPage, PAGE_SIZE, type Page } from "../api/client";
import { notificationReader } from "../api/normalize/notification";
import { getNotificationMarker, getNotifications, saveNotificationMarker } from "../api/endpoints/notifications";
import type { Notification } from "../api/types";
import { load, save } from "../lib/storage";
import { adoptAccounts } from "./account-cache";
import { upsertPostsAtom } from "./posts";
import { apiAtom, isAuthenticatedAtom } from "./session";
import { titleCountAtom } from "./title";
import { homeReloadAtom } from "./ui";

// ---- pure rules ------------------------------------------------------------------------------------------------

/** Compares integer-string ids (Mitra's notification ids) as numbers, of any length. */
export function compareIds(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, "");
  const y = b.replace(/^0+(?=\d)/, "");
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

const INTEGER = /^\d+$/;

/**
 * The ids newer than the marker. Ids are opaque strings in the Mastodon API, so "newer" means "above the marked
 * notification in the server's list" (newest first). When the marked one is not loaded (dismissed, deleted, or
 * older than everything here), integer ids are still compared as numbers; other ids count as all unread.
 */
export function unreadIds(items: readonly Pick<Notification, "id">[], lastReadId: string | null): Set<string> {
  if (lastReadId === null) return new Set(items.map((n) => n.id));
  const at = items.findIndex((n) => n.id === lastReadId);
  if (at >= 0) return new Set(items.slice(0, at).map((n) => n.id));
  if (INTEGER.test(lastReadId)) return new Set(items.filter((n) => INTEGER.test(n.id) && compareIds(n.id, lastReadId) > 0).map((n) => n.id));
  return new Set(items.map((n) => n.id));
}

/** The number newer than the marker's last_read_id, or all of them when there is no marker. */
export function countUnread(items: readonly Pick<Notification, "id">[], lastReadId: string | null): number {
  return unreadIds(items, lastReadId).size;
}

/** Whether marker `a` is further up (newer) than marker `b` in the list; by number for integer ids not loaded. */
function isNewer(items: readonly Pick<Notification, "id">[], a: string, b: string): boolean {
  const i = items.findIndex((n) => n.id === a);
  const j = items.findIndex((n) => n.id === b);
  if (i >= 0 && j >= 0) return i < j;
  if (i >= 0 || j >= 0) return i >= 0;
  return INTEGER.test(a) && INTEGER.test(b) && compareIds(a, b) > 0;
}

export interface NotificationList {
  items: Notification[];
  /** The Link rel="next" URL of the last page loaded. */
  next: string | null;
  /** Whether the last page loaded was full, which is when "show more" appears. */
  lastPageFull: boolean;
  /** Pages loaded so far; a refresh only decides paging while there is just one. */
  pages: number;
  loaded: boolean;
}

export const EMPTY_LIST: NotificationList = { items: [], next: null, lastPageFull: false, pages: 0, loaded: false };

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

export const notificationListAtom = atom<NotificationList>(EMPTY_LIST);

/** The last-read id; null when the server has no marker, undefined until it was asked. */
export const markerAtom = atom<string | null | undefined>(undefined);

// Dismissing is local: Mitra has no endpoint to dismiss one notification (only /clear, for all of them).
const DISMISSED_KEY = "notifications.dismissed";
const DISMISSED_MAX = 500;
const parseDismissed = (raw: unknown) =>
  Array.isArray(raw) && raw.every((v) => typeof v === "string") ? new Set(raw as string[]) : undefined;

const dismissedBaseAtom = atom<ReadonlySet<string> | null>(null);

/** Ids the person dismissed in this browser; read from storage on first use. */
export const dismissedAtom = atom((get) => get(dismissedBaseAtom) ?? load(DISMISSED_KEY, parseDismissed, new Set<string>()));

export const dismissNotificationAtom = atom(null, (get, set, id: string) => {
  const next = new Set(get(dismissedAtom));
  next.add(id);
  // Keep the last few hundred dismissed: older ones have long scrolled out of reach.
  const kept = [...next].slice(-DISMISSED_MAX);
  set(dismissedBaseAtom, new Set(kept));
  save(DISMISSED_KEY, kept);
});

/** Loaded notifications the person has not dismissed. */
export const visibleNotificationsAtom = atom((get) => {
  const dismissed = get(dismissedAtom);
  return get(notificationListAtom).items.filter((n) => !dismissed.has(n.id));
});

/** Notifications newer than the last-read marker (all of them when there is no marker). */
export const unreadCountAtom = atom((get) => {
  const marker = get(markerAtom);
  return marker === undefined ? 0 : countUnread(get(visibleNotificationsAtom), marker);
});

/** The accounts and posts of a page of notifications go into the session's caches, as any other answer's do. */
function adoptPage(get: Getter, set: Setter, page: Page<Notification>): void {
  adoptAccounts(get, set, page.items.map((n) => n.account));
  set(upsertPostsAtom, page.items.flatMap((n) => (n.status ? [n.status] : [])));
}

const refreshingAtom = atom<Promise<void> | null>(null);

/** Fetches the first page and the marker. Concurrent callers share one request. */
export const refreshNotificationsAtom = atom(null, (get, set): Promise<void> => {
  const pending = get(refreshingAtom);
  if (pending) return pending;
  const api = get(apiAtom);
  const run = (async () => {
    try {
      const [page, marker] = await Promise.all([getNotifications(api), getNotificationMarker(api)]);
      if (get(apiAtom) !== api) return; // signed out meanwhile
      adoptPage(get, set, page);
      set(notificationListAtom, mergeFirstPage(get(notificationListAtom), page));
      const local = get(markerAtom);
      const remote = marker?.last_read_id ?? null;
      // A mark sent from this page may not have reached the server's answer yet: keep the newer of the two.
      const items = get(notificationListAtom).items;
      set(markerAtom, local && (remote === null || isNewer(items, local, remote)) ? local : remote);
    } finally {
      set(refreshingAtom, null);
    }
  })();
  set(refreshingAtom, run);
  return run;
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

export const resetNotificationsAtom = atom(null, (_get, set) => {
  set(notificationListAtom, EMPTY_LIST);
  set(markerAtom, undefined);
  set(dismissedBaseAtom, null);
});

// ---- polling ---------------------------------------------------------------------------------------------------

const DEFAULT_POLL_MS = 60_000;

declare global {
  // End-to-end tests shorten the interval from an init script; there is no product setting for it.
  var __MITRA_NOTIFICATION_POLL_MS__: number | undefined;
}

export function pollInterval(): number {
  const injected = globalThis.__MITRA_NOTIFICATION_POLL_MS__;
  return typeof injected === "number" && Number.isFinite(injected) && injected >= 200 ? injected : DEFAULT_POLL_MS;
}

/** Mounted once by the app shell: polls while signed in and the tab is visible; the home button reloads too. */
export function useNotificationPolling(): void {
  const store = useStore();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const homeReload = useAtomValue(homeReloadAtom);
  const unread = useAtomValue(unreadCountAtom);

  useEffect(() => {
    store.set(titleCountAtom, authenticated ? unread : 0);
  }, [authenticated, unread, store]);

  useEffect(() => {
    if (!authenticated) {
      store.set(resetNotificationsAtom);
      return;
    }
    let timer: ReturnType<typeof setInterval> | undefined;
    const poll = () => void store.set(refreshNotificationsAtom).catch(() => undefined);
    const stop = () => clearInterval(timer);
    const start = () => {
      stop();
      timer = setInterval(poll, pollInterval());
    };
    const onVisibility = () => {
      if (document.hidden) stop();
      else {
        poll();
        start();
      }
    };
    if (!document.hidden) {
      poll();
      start();
    }
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [authenticated, store]);

  useEffect(() => {
    if (authenticated && homeReload > 0) void store.set(refreshNotificationsAtom).catch(() => undefined);
  }, [homeReload, authenticated, store]);
}
