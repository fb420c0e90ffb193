// Consecutive notifications about the same post are shown as one group: every action line, then the post once. News
// of a post of its own (a poll ended, an edit, a new post, a quote) stands alone, never joined with the likes.
import type { Notification, Status } from "../../api/types";
import { standsAlone } from "./notification-kinds";

export interface NotificationGroup {
  /** The first notification's id: stable while the group grows. */
  key: string;
  items: Notification[];
  /** The post the group is about, from its last notification; null for notifications without a post. */
  status: Status | null;
}

/**
 * Groups runs of notifications about the same post. Grouping never crosses a page boundary: each block of
 * `pageSize` loaded items counts as a page, so the item at index pageSize − 1 is never joined with the next one.
 */
export function groupNotifications(items: readonly Notification[], pageSize = 20): NotificationGroup[] {
  const groups: NotificationGroup[] = [];
  items.forEach((notification, index) => {
    const status = notification.status ?? null;
    const last = groups[groups.length - 1];
    const samePost = last !== undefined && status !== null && last.status !== null && last.status.id === status.id &&
      !standsAlone(notification) && !standsAlone(last.items[0]);
    if (samePost && index % pageSize !== 0) {
      last.items.push(notification);
      last.status = status;
    } else {
      groups.push({ key: notification.id, items: [notification], status });
    }
  });
  return groups;
}

/** Drops dismissed notifications from the groups (after grouping, so pages keep their boundaries). */
export function withoutDismissed(groups: readonly NotificationGroup[], dismissed: ReadonlySet<string>): NotificationGroup[] {
  if (dismissed.size === 0) return groups as NotificationGroup[];
  const out: NotificationGroup[] = [];
  for (const group of groups) {
    const items = group.items.filter((n) => !dismissed.has(n.id));
    if (items.length === group.items.length) out.push(group);
    else if (items.length > 0) out.push({ ...group, items });
  }
  return out;
}
