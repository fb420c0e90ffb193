// Each notification type's kind: which text and icon it gets. Unknown types fall back to a generic kind.
import type { IconName } from "../../ui/Icon";
import type { TranslationFunctions } from "../../state/i18n";
import type { Notification } from "../../api/types";
import "../../state/ns/notifications";

export type NotificationKind =
  | "follow"
  | "followRequest"
  | "mention"
  | "reply"
  | "favourite"
  | "reaction"
  | "reblog"
  | "subscription"
  | "subscriptionExpiration"
  | "subscriberLeaving"
  | "move"
  | "signUp"
  | "moderationWarning"
  | "paymentAnonymous"
  | "unknown";

const BY_TYPE: Record<string, NotificationKind> = {
  follow: "follow",
  follow_request: "followRequest",
  mention: "mention",
  favourite: "favourite",
  emoji_reaction: "reaction",
  "pleroma:emoji_reaction": "reaction",
  reblog: "reblog",
  subscription: "subscription",
  subscription_expiration: "subscriptionExpiration",
  subscriber_leaving: "subscriberLeaving",
  move: "move",
  "admin.sign_up": "signUp",
  moderation_warning: "moderationWarning",
  payment_anonymous: "paymentAnonymous",
};

export function kindOf(notification: Pick<Notification, "type" | "subtype">): NotificationKind {
  const kind = Object.hasOwn(BY_TYPE, notification.type) ? BY_TYPE[notification.type] : "unknown";
  return kind === "mention" && notification.subtype === "reply" ? "reply" : kind;
}

/** Decorative icons from the one icon set (the text says the same). */
export const KIND_ICON: Record<NotificationKind, IconName> = {
  follow: "userPlus",
  followRequest: "userPlus",
  mention: "at",
  reply: "reply",
  favourite: "like",
  reaction: "react",
  reblog: "repost",
  subscription: "star",
  subscriptionExpiration: "clock",
  subscriberLeaving: "logout",
  move: "arrow",
  signUp: "userPlus",
  moderationWarning: "warning",
  paymentAnonymous: "coin",
  unknown: "bell",
};

export function kindText(LL: TranslationFunctions, kind: NotificationKind): string {
  const t = LL.notifications;
  switch (kind) {
    case "follow": return t.followed();
    case "followRequest": return t.followRequest();
    case "mention": return t.mentioned();
    case "reply": return t.replied();
    case "favourite": return t.liked();
    case "reaction": return t.reacted();
    case "reblog": return t.reposted();
    case "subscription": return t.subscribed();
    case "subscriptionExpiration": return t.subscriptionExpired();
    case "subscriberLeaving": return t.subscriberLeft();
    case "move": return t.moved();
    case "signUp": return t.signedUp();
    case "moderationWarning": return t.moderationWarning();
    case "paymentAnonymous": return t.paymentAnonymous();
    case "unknown": return t.unknown();
  }
}
