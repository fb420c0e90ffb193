import { useSetAtom } from "jotai";
import { AccountCard } from "../../entities/account/AccountCard";
import { PostCard } from "../../entities/post/PostCard";
import { RelativeTime } from "../../entities/post/RelativeTime";
import { useLL } from "../../state/i18n";
import { removeNotificationsAboutPostAtom } from "../../state/notifications";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import type { NotificationGroup } from "./grouping";
import { NotificationLine } from "./NotificationLine";

interface Props {
  group: NotificationGroup;
  /** The notifications that were new when the page opened. */
  unread: ReadonlySet<string>;
  onDismissed: () => void;
}

/** A run of notifications about one post (its action lines, then the post), or one notification with its account. */
/** One group; a group that fails to render shows a one-line note in its place. */
export function NotificationGroupItem(props: Props) {
  const LL = useLL();
  return (
    <li className="notification-group">
      <ErrorBoundary resetKey={props.group} fallback={<p className="hint">{LL.common.notShown.notification()}</p>}>
        <GroupContent {...props} />
      </ErrorBoundary>
    </li>
  );
}

function GroupContent({ group, unread, onDismissed }: Props) {
  const last = group.items[group.items.length - 1];
  const removeAboutPost = useSetAtom(removeNotificationsAboutPostAtom);
  return (
    <>
      {group.items.map((n) => (
        <NotificationLine key={n.id} notification={n} unread={unread.has(n.id)} detailed={group.status !== null} onDismissed={onDismissed} />
      ))}
      {group.status ? (
        <PostCard post={group.status} onDeleted={removeAboutPost} />
      ) : (
        <AccountCard account={last.account}>
          <span className="notification-time"><RelativeTime iso={last.created_at} /></span>
        </AccountCard>
      )}
    </>
  );
}
