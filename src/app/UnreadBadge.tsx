import { useLL } from "../state/i18n";

/** The unread notifications count, named for screen readers; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  const LL = useLL();
  if (count <= 0) return null;
  return (
    <span className="badge" aria-label={LL.shell.unreadNotifications({ count })}>
      {count > 99 ? "99+" : count}
    </span>
  );
}
