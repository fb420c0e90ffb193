// A relationship as any Mastodon-compatible server sends it. Apart from the account reader, which every signed-in page
// loads at start: only the screens that follow, mute or answer requests read relationships.
import type { Relationship } from "../types";
import { flag, id, isObject } from "./read";

export function readRelationship(raw: unknown): Relationship | null {
  if (!isObject(raw)) return null;
  const target = id(raw.id);
  if (target === null) return null;
  return {
    id: target,
    following: flag(raw.following),
    followed_by: flag(raw.followed_by),
    requested: flag(raw.requested),
    requested_by: flag(raw.requested_by),
    rejected_by: flag(raw.rejected_by),
    subscription_to: flag(raw.subscription_to),
    subscription_from: flag(raw.subscription_from),
    showing_reblogs: flag(raw.showing_reblogs, true),
    // Mastodon has no reply filter per follow: replies are shown.
    showing_replies: flag(raw.showing_replies, true),
    muting: flag(raw.muting),
    muting_notifications: flag(raw.muting_notifications),
    blocking: flag(raw.blocking),
    blocked_by: flag(raw.blocked_by),
  };
}
