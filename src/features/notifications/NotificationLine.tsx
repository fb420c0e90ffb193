import { useAtomValue, useSetAtom } from "jotai";
import { Link } from "wouter";
import type { Notification } from "../../api/types";
import { AccountHandle, DisplayName } from "../../entities/account/AccountName";
import { RelativeTime } from "../../entities/post/RelativeTime";
import { handle } from "../../lib/account";
import { href, profileHref } from "../../paths";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { dismissNotificationAtom } from "../../state/notification-count";
import { useLatestAccount } from "../../state/account-cache";
import { instanceAtom } from "../../state/session";
import { Avatar } from "../../ui/Avatar";
import { kindOf, kindText } from "./notification-kinds";
import { NotificationIcon } from "./NotificationIcon";
import "../../state/ns/notifications";
import { Icon } from "../../ui/Icon";

interface Props {
  notification: Notification;
  unread: boolean;
  /** Lines above a post carry the actor's avatar, address and time; otherwise the account card below does. */
  detailed: boolean;
  onDismissed: () => void;
}

/** One notification's action line: icon, who, what, when, and the dismiss button. */
export function NotificationLine({ notification, unread, detailed, onDismissed }: Props) {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  const dismiss = useSetAtom(dismissNotificationAtom);
  const notice = useSetAtom(showNoticeAtom);
  const kind = kindOf(notification);
  const account = useLatestAccount(notification.account);
  return (
    <div className={unread ? "notification-line unread" : "notification-line"} data-type={notification.type}>
      <NotificationIcon notification={notification} kind={kind} />
      {detailed && <Avatar src={account.avatar} size={32} />}
      <p className="notification-summary">
        <Link href={profileHref(account)} className="notification-actor" title={handle(account, instance?.uri)}>
          <DisplayName account={account} />
        </Link>{" "}
        {detailed && (
          <>
            <AccountHandle account={account} />{" "}
          </>
        )}
        <span className="notification-text">{kindText(LL, kind)}</span>
        {unread && <> <span className="notification-new">{LL.notifications.newSince()}</span></>}
        {detailed && <> · <span className="notification-time"><RelativeTime iso={notification.created_at} /></span></>}
        {kind === "followRequest" && (
          <>
            {" "}
            <Link href={href.followRequests()}>{LL.notifications.viewFollowRequests()}</Link>
          </>
        )}
      </p>
      <button
        type="button"
        className="icon-button notification-dismiss"
        aria-label={LL.notifications.dismiss()}
        title={LL.notifications.dismiss()}
        onClick={() => {
          dismiss(notification.id);
          notice({ message: LL.notifications.dismissed() });
          onDismissed();
        }}
      >
        <Icon name="close" />
      </button>
      {notification.moderation_warning?.text && <p className="moderation-text">{notification.moderation_warning.text}</p>}
    </div>
  );
}
