// The id of a notification, for counting the unread ones without reading the whole notification (its account,
// its post): the badge's poll. It leaves out what the full reader (./notification) drops for want of an id, a type,
// an account (an id and a name) or, for the types about a post, the post (an id and an account); the full reader's
// deeper checks (a repost inside the post) are not repeated, so such a rare notification is counted here only.
import type { Notification } from "../types";
import type { Reader } from "./collections";
import { id, isObject, text } from "./read";

// Types that only make sense with their post; a notification of these whose post cannot be read is dropped.
export const ABOUT_A_POST = new Set(["mention", "favourite", "reblog", "pleroma:emoji_reaction", "emoji_reaction", "status", "update", "poll"]);

const isAccount = (raw: unknown): boolean => isObject(raw) && id(raw.id) !== null && Boolean(text(raw.acct) || text(raw.username));
const isPost = (raw: unknown): boolean => isObject(raw) && id(raw.id) !== null && isAccount(raw.account);

export function readNotificationId(raw: unknown): Pick<Notification, "id"> | null {
  if (!isObject(raw)) return null;
  const notificationId = id(raw.id);
  const type = text(raw.type);
  if (notificationId === null || !type || !isAccount(raw.account)) return null;
  if (ABOUT_A_POST.has(type) && !isPost(raw.status)) return null;
  return { id: notificationId };
}

export const notificationIdReader: Reader<Pick<Notification, "id">> = { kind: "notification", read: readNotificationId };
