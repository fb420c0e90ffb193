// Each notification type's kind: which text and icon it gets. Unknown types fall back to a generic kind.
import type { IconName } from "../../ui/Icon";
import type { TranslationFunctions } from "../../state/i18n";
import type { Notification } from "../../api/types";
import "../../state/ns/notifications";

type NotificationWords = TranslationFunctions["notifications"];
/** The words of the notifications namespace that take no argument. */
type KindWord = { [K in keyof NotificationWords]: NotificationWords[K] extends () => string ? K : never }[keyof NotificationWords];

// Each kind's decorative icon from the one icon set (the text says the same) and its words.
const KINDS = {
  follow: ["userPlus", "followed"],
  followRequest: ["userPlus", "followRequest"],
  mention: ["at", "mentioned"],
  reply: ["reply", "replied"],
  favourite: ["like", "liked"],
  reaction: ["react", "reacted"],
  reblog: ["repost", "reposted"],
  subscription: ["star", "subscribed"],
  subscriptionExpiration: ["clock", "subscriptionExpired"],
  subscriberLeaving: ["logout", "subscriberLeft"],
  move: ["arrow", "moved"],
  signUp: ["userPlus", "signedUp"],
  moderationWarning: ["warning", "moderationWarning"],
  paymentAnonymous: ["coin", "paymentAnonymous"],
  pollEnded: ["poll", "pollEnded"],
  edited: ["edit", "edited"],
  posted: ["bell", "posted"],
  quoted: ["quote", "quoted"],
  reported: ["warning", "reported"],
  severed: ["people", "severed"],
  unknown: ["bell", "unknown"],
} as const satisfies Record<string, readonly [IconName, KindWord]>;

export type NotificationKind = keyof typeof KINDS;

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
  // Mastodon's, also sent by Pleroma, Akkoma and GoToSocial: each comes with its post.
  poll: "pollEnded",
  update: "edited",
  status: "posted",
  // Mastodon 4.5: the post is the quoting one, or the quoted one that was edited (quoting is interacting).
  quote: "quoted",
  quoted_update: "edited",
  // A new report for the moderators; the account is the reporter (Pleroma and Akkoma name it pleroma:report).
  "admin.report": "reported",
  "pleroma:report": "reported",
  // Follows lost to a moderation action or a block between servers (Mastodon 4.3).
  severed_relationships: "severed",
};

// Types that are news about a post of their own, not a reaction to it: never grouped with the likes of the same post.
const ALONE = new Set(["poll", "update", "status", "quote", "quoted_update"]);
export const standsAlone = (notification: Pick<Notification, "type">): boolean => ALONE.has(notification.type);

/** The kind. A poll's words fit both one voted in and one's own: Mastodon sends both as `poll`. */
export function kindOf(notification: Pick<Notification, "type" | "subtype">): NotificationKind {
  const kind = Object.hasOwn(BY_TYPE, notification.type) ? BY_TYPE[notification.type] : "unknown";
  return kind === "mention" && notification.subtype === "reply" ? "reply" : kind;
}

export const kindIcon = (kind: NotificationKind): IconName => KINDS[kind][0];

export const kindText = (LL: TranslationFunctions, kind: NotificationKind): string => LL.notifications[KINDS[kind][1]]();
