import { useSetAtom } from "jotai";
import { AccountCard } from "../../entities/account/AccountCard";
import { PostCard } from "../../entities/post/PostCard";
import { RelativeTime } from "../../entities/post/RelativeTime";
import { compareIds, removeNotificationsAboutPostAtom } from "../../state/notifications";
import type { NotificationGroup } from "./grouping";
import { NotificationLine } from "./NotificationLine";

interface Props {
  group: NotificationGroup;
  /** The marker before this visit: newer items are marked new. Null means nothing was read yet. */
  readBefore: string | null | undefined;
  onDismissed: () => void;
}

/** A run of notifications about one post (its action lines, then the post), or one notification with its account. */
export function NotificationGroupItem({ group, readBefore, onDismissed }: Props) {
  const last = group.items[group.items.length - 1];
  const removeAboutPost = useSetAtom(removeNotificationsAboutPostAtom);
  const unread = (id: string) => readBefore !== undefined && (readBefore === null || compareIds(id, readBefore) > 0);
  return (
    <li className="notification-group">
      {group.items.map((n) => (
        <NotificationLine key={n.id} notification={n} unread={unread(n.id)} detailed={group.status !== null} onDismissed={onDismissed} />
      ))}
      {group.status ? (
        <PostCard post={group.status} onDeleted={removeAboutPost} />
      ) : (
        <AccountCard account={last.account}>
          <span className="notification-time"><RelativeTime iso={last.created_at} /></span>
        </AccountCard>
      )}
    </li>
  );
}
