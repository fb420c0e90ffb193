import { atom } from "jotai";
import { dismissedAtom, notificationListAtom } from "../../state/notification-count";
import { groupNotifications, withoutDismissed } from "./grouping";

/** Grouped once when the list changes, not on every render. */
const groupsAtom = atom((get) => groupNotifications(get(notificationListAtom).items));

export const visibleGroupsAtom = atom((get) => withoutDismissed(get(groupsAtom), get(dismissedAtom)));
