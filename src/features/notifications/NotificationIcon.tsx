import { useAtomValue } from "jotai";
import type { Notification } from "../../api/types";
import { contentBaseAtom } from "../../entities/content/content-cache";
import { safeMediaUrl } from "../../lib/url-policy";
import { Icon } from "../../ui/Icon";
import { kindIcon, type NotificationKind } from "./notification-kinds";

/** The type's icon; a reaction shows the emoji itself (custom ones as their image). */
export function NotificationIcon({ notification, kind }: { notification: Notification; kind: NotificationKind }) {
  const { mediaOrigins } = useAtomValue(contentBaseAtom);
  if (kind === "reaction") {
    // Older servers send only the Pleroma copies of the reaction.
    const legacy = notification as { emoji?: string | null; emoji_url?: string | null };
    const content = notification.reaction?.content ?? legacy.emoji ?? "";
    const url = safeMediaUrl(notification.reaction?.emoji?.url ?? legacy.emoji_url, mediaOrigins);
    if (url) return <img className="notification-icon custom-emoji" src={url} alt={content} title={content} width={20} height={20} />;
    if (content) return <bdi className="notification-icon reaction-emoji">{content}</bdi>;
  }
  return (
    <span className={`notification-icon notification-${kind}`} aria-hidden="true">
      <Icon name={kindIcon(kind)} filled={kind === "favourite"} />
    </span>
  );
}
