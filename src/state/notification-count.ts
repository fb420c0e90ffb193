// The unread notification count that every signed-in page shows (badges, title), and the poll that keeps it fresh
// (Mitra has no streaming). It holds what the count needs: the loaded list, the read marker and the ids dismissed
// here. Until the notifications page has loaded the list with its full reader (state/notifications, which comes
// with that page), the poll asks for the first page's ids alone; from then on that page's refresh is the poll, so
// notifications arriving while it is open join its list.
import { atom, useAtomValue, useStore, type Setter } from "jotai";
import { useEffect } from "react";
import { getNotificationIds, getNotificationMarker } from "../api/endpoints/notification-count";
import type { Notification } from "../api/types";
import { load, save } from "../lib/storage";
import { whenIdle } from "../lib/idle";
import { chosenPeriod } from "../lib/period";
import { apiAtom, isAuthenticatedAtom } from "./session";
import { oneAtATime } from "./one-at-a-time";
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

/** The marker to keep after asking the server: a mark sent from this page may not have reached its answer yet. */
export function keptMarker(items: readonly Pick<Notification, "id">[], local: string | null | undefined, remote: string | null): string | null {
  return local && (remote === null || isNewer(items, local, remote)) ? local : remote;
}

// ---- atoms -----------------------------------------------------------------------------------------------------

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

/** The notifications the notifications page has loaded (state/notifications fills it). */
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

/** The first page's ids as the poll last saw them, while the list is not loaded. */
const polledAtom = atom<readonly Pick<Notification, "id">[]>([]);

/** Notifications newer than the last-read marker (all of them when there is no marker). */
export const unreadCountAtom = atom((get) => {
  const marker = get(markerAtom);
  if (marker === undefined) return 0;
  if (get(notificationListAtom).loaded) return countUnread(get(visibleNotificationsAtom), marker);
  const dismissed = get(dismissedAtom);
  return countUnread(get(polledAtom).filter((n) => !dismissed.has(n.id)), marker);
});

/** The list's own refresh, handed over by state/notifications once it has loaded the list: from then on the poll. */
export const listRefreshAtom = atom<{ run: (set: Setter) => Promise<void> } | null>(null);

const pollingAtom = atom<Promise<void> | null>(null);

/** One poll: the list's refresh once it is loaded, else the first page's ids and the marker. One at a time. */
export const pollNotificationsAtom = atom(null, (get, set): Promise<void> => {
  const refresh = get(listRefreshAtom);
  if (refresh) return refresh.run(set);
  const api = get(apiAtom);
  return oneAtATime(get, set, pollingAtom, async () => {
    const [page, marker] = await Promise.all([getNotificationIds(api), getNotificationMarker(api)]);
    if (get(apiAtom) !== api || get(listRefreshAtom)) return; // signed out, or the list took over meanwhile
    set(polledAtom, page.items);
    set(markerAtom, keptMarker(page.items, get(markerAtom), marker?.last_read_id ?? null));
  });
});

export const resetNotificationsAtom = atom(null, (_get, set) => {
  set(notificationListAtom, EMPTY_LIST);
  set(markerAtom, undefined);
  set(dismissedBaseAtom, null);
  set(polledAtom, []);
  set(listRefreshAtom, null);
});

// ---- polling ---------------------------------------------------------------------------------------------------

const DEFAULT_POLL_MS = 60_000;

declare global {
  // End-to-end tests shorten the interval from an init script; there is no product setting for it.
  var __MITRA_NOTIFICATION_POLL_MS__: number | undefined;
}

export const pollInterval = (): number => chosenPeriod(globalThis.__MITRA_NOTIFICATION_POLL_MS__, DEFAULT_POLL_MS);

/** Mounted once by the app shell: polls while signed in and the tab is visible; the home button polls too. */
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
    let live = true;
    const poll = () => void store.set(pollNotificationsAtom).catch(() => undefined);
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
      // The first poll waits for an idle moment: the badges can come after the page's first screen, whose work (home's
      // first posts on a slow phone) its two requests and answers would otherwise interrupt.
      whenIdle(() => live && !document.hidden && poll());
      start();
    }
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      live = false;
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [authenticated, store]);

  useEffect(() => {
    if (authenticated && homeReload > 0) void store.set(pollNotificationsAtom).catch(() => undefined);
  }, [homeReload, authenticated, store]);
}
