// Housekeeping on the server's notifications: mark all read (Pleroma's read call on Mitra, the marker elsewhere)
// and clear all.
import { atom } from "jotai";
import { clearNotifications, readNotifications } from "../../api/endpoints/notifications";
import { EMPTY_LIST, markerAtom, notificationListAtom } from "../../state/notification-count";
import { markNotificationsReadAtom } from "../../state/notifications";
import { apiAtom, serverAtom } from "../../state/session";

/**
 * Marks everything up to the newest notification as seen; the server moves the marker too. A server without
 * Mitra's read call (Mastodon answers 404) is told through the notifications marker.
 */
export const readAllNotificationsAtom = atom(null, async (get, set) => {
  if (!get(serverAtom).mitra) return set(markNotificationsReadAtom);
  const newest = get(notificationListAtom).items[0]?.id;
  if (!newest) return;
  const before = get(markerAtom);
  set(markerAtom, newest);
  try {
    await readNotifications(get(apiAtom), newest);
  } catch (error) {
    if (get(markerAtom) === newest) set(markerAtom, before);
    throw error;
  }
});

/** Deletes every notification on the server, then empties the list here. */
export const clearAllNotificationsAtom = atom(null, async (get, set) => {
  await clearNotifications(get(apiAtom));
  set(notificationListAtom, { ...EMPTY_LIST, loaded: true });
});
