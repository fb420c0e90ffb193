import { atom } from "jotai";

/**
 * The unread notification count the frame's badges show. The notification poller (app/NotificationPoller), which
 * loads once the page has, keeps it equal to state/notifications' unreadCountAtom: the badges need not bring the
 * notification state and its readers into the first load.
 */
export const shownUnreadAtom = atom(0);
