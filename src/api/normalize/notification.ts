// Notifications: the account is required; the post is required for the types that are about one.
import type { Notification } from "../types";
import type { Reader } from "./collections";
import { readAccount, readEmoji } from "./account";
import { ABOUT_A_POST } from "./notification-id";
import { readStatus } from "./status";
import { date, id, isObject, text, textOrNull, type Json } from "./read";

/** Mitra's `reaction`; Pleroma's `emoji` and `emoji_url`; the Mastodon forks' `emoji_reaction` object. */
function readReaction(raw: Json): Notification["reaction"] {
  if (isObject(raw.reaction) && typeof raw.reaction.content === "string") {
    return { content: raw.reaction.content, emoji: readEmoji(raw.reaction.emoji) };
  }
  if (typeof raw.emoji === "string") {
    const url = textOrNull(raw.emoji_url);
    const shortcode = raw.emoji.replace(/^:|:$/g, "");
    return { content: raw.emoji, emoji: url ? { shortcode, url, static_url: url } : null };
  }
  const fork = raw.emoji_reaction;
  if (isObject(fork) && typeof fork.name === "string") {
    const url = textOrNull(fork.url);
    return { content: fork.name, emoji: url ? { shortcode: fork.name, url, static_url: text(fork.static_url, url) } : null };
  }
  return null;
}

export function readNotification(raw: unknown): Notification | null {
  if (!isObject(raw)) return null;
  const notificationId = id(raw.id);
  const account = readAccount(raw.account);
  const type = text(raw.type);
  if (notificationId === null || account === null || !type) return null;
  const status = raw.status === null || raw.status === undefined ? null : readStatus(raw.status);
  if (status === null && ABOUT_A_POST.has(type)) return null;
  const notification: Notification = {
    id: notificationId,
    type,
    subtype: textOrNull(raw.subtype),
    account,
    status,
    reaction: readReaction(raw),
    payment_amount: typeof raw.payment_amount === "number" ? raw.payment_amount : null,
    moderation_warning: null,
    created_at: date(raw.created_at, new Date(0).toISOString()),
  };
  const warning = raw.moderation_warning;
  if (isObject(warning) && typeof warning.text === "string") {
    notification.moderation_warning = {
      id: text(id(warning.id) ?? ""),
      action: text(warning.action),
      text: warning.text,
      created_at: date(warning.created_at, notification.created_at),
    };
  }
  if (isObject(raw.pleroma) && typeof raw.pleroma.is_seen === "boolean") notification.pleroma = { is_seen: raw.pleroma.is_seen };
  return notification;
}

export const notificationReader: Reader<Notification> = { kind: "notification", read: readNotification };
