// Posts as any Mastodon-compatible server sends them. Mitra's `pleroma` and `links` are filled from the common
// variants: Pleroma/Akkoma `pleroma.*`, the Mastodon-fork (Fedibird, Hollo) top-level `emoji_reactions`, Mastodon
// 4.4+ `quote: {state, quoted_status}`, Fedibird's bare `quote`, and mentions for the replied-to address.
import type { Attachment, EmojiReaction, LinkedPost, Mention, Poll, Status, Tag, Visibility } from "../types";
import { readAccount, readEmoji } from "./account";
import { count, date, dateOrNull, flag, id, isObject, listOf, text, textOrNull, type Json } from "./read";

export function readAttachment(raw: unknown): Attachment | null {
  if (!isObject(raw)) return null;
  const attachmentId = id(raw.id);
  // Mastodon leaves `url` null for remote media it has not cached; the remote copy is the next best thing.
  const url = text(raw.url) || text(raw.remote_url) || text(raw.preview_url);
  if (attachmentId === null || !url) return null;
  const attachment: Attachment = { id: attachmentId, type: text(raw.type, "unknown"), url };
  if (typeof raw.preview_url === "string") attachment.preview_url = raw.preview_url;
  attachment.description = textOrNull(raw.description);
  return attachment;
}

/** An upload the server is still processing (POST /api/v2/media answered 202): `url` is null until it is ready. */
export function readPendingAttachment(raw: unknown): { id: string } | null {
  const attachmentId = isObject(raw) ? id(raw.id) : null;
  return attachmentId === null ? null : { id: attachmentId };
}

function readMention(raw: unknown): Mention | null {
  if (!isObject(raw)) return null;
  const mentionId = id(raw.id);
  const acct = text(raw.acct) || text(raw.username);
  if (mentionId === null || !acct) return null;
  return { id: mentionId, username: text(raw.username) || acct.split("@")[0], acct, url: text(raw.url) };
}

function readTag(raw: unknown): Tag | null {
  if (!isObject(raw) || typeof raw.name !== "string" || !raw.name) return null;
  return { name: raw.name, url: text(raw.url) };
}

function readReaction(raw: unknown): EmojiReaction | null {
  if (!isObject(raw) || typeof raw.name !== "string" || !raw.name) return null;
  const n = count(raw.count);
  if (n === 0) return null;
  return { name: raw.name, count: n, me: flag(raw.me), url: textOrNull(raw.url) };
}

export function readPoll(raw: unknown): Poll | null {
  if (!isObject(raw)) return null;
  const pollId = id(raw.id);
  if (pollId === null) return null;
  const options = listOf(raw.options, (o) =>
    isObject(o) && typeof o.title === "string" ? { title: o.title, votes_count: count(o.votes_count) } : null,
  );
  if (options.length === 0) return null;
  return {
    id: pollId,
    expires_at: dateOrNull(raw.expires_at),
    expired: flag(raw.expired),
    multiple: flag(raw.multiple),
    votes_count: count(raw.votes_count),
    voters_count: typeof raw.voters_count === "number" ? count(raw.voters_count) : null,
    options,
    emojis: listOf(raw.emojis, readEmoji),
    voted: typeof raw.voted === "boolean" ? raw.voted : null,
    own_votes: Array.isArray(raw.own_votes) ? raw.own_votes.filter((n): n is number => Number.isInteger(n)) : null,
  };
}

const VISIBILITIES: readonly string[] = ["public", "private", "subscribers", "conversation", "direct"] satisfies Visibility[];

/**
 * Mitra's visibilities are kept; Mastodon's `unlisted` and Pleroma's `local` are open like `public`, and anything
 * else (lists, mutuals only, …) is treated as restricted, so that it is never offered for reposting.
 */
function readVisibility(value: unknown): Visibility {
  if (VISIBILITIES.includes(value as string)) return value as Visibility;
  if (value === "unlisted" || value === "local") return "public";
  return "private";
}

// Quotes nest; deeper ones are not shown anyway.
const MAX_DEPTH = 3;

/** The quoted post, from whichever field the server uses. */
function readQuote(raw: Json, pleroma: Json, depth: number): { quote: Status | null; visible: boolean | undefined } {
  if (isObject(pleroma.quote)) return { quote: readStatusAt(pleroma.quote, depth + 1), visible: optionalFlag(pleroma.quote_visible) };
  const quote = raw.quote;
  if (isObject(quote)) {
    // Mastodon 4.4+: {state, quoted_status} (null unless accepted); Fedibird and others: the post itself.
    if ("state" in quote) {
      const accepted = quote.state === "accepted" && isObject(quote.quoted_status);
      return { quote: accepted ? readStatusAt(quote.quoted_status, depth + 1) : null, visible: accepted };
    }
    return { quote: readStatusAt(quote, depth + 1), visible: true };
  }
  return { quote: null, visible: optionalFlag(pleroma.quote_visible) };
}

const optionalFlag = (value: unknown): boolean | undefined => (typeof value === "boolean" ? value : undefined);

function readLinks(value: unknown): LinkedPost[] {
  return listOf(value, (l) => {
    const linkId = isObject(l) ? id(l.id) : null;
    return linkId !== null && isObject(l) ? { id: linkId, uri: text(l.uri) || text(l.url) } : null;
  });
}

function readStatusAt(raw: unknown, depth: number): Status | null {
  if (!isObject(raw) || depth > MAX_DEPTH) return null;
  const statusId = id(raw.id);
  const account = readAccount(raw.account);
  if (statusId === null || account === null) return null;
  let reblog: Status | null = null;
  if (isObject(raw.reblog)) {
    reblog = readStatusAt(raw.reblog, depth + 1);
    // A repost of something unreadable shows nothing: drop the whole entry.
    if (reblog === null) return null;
  }
  const pleroma: Json = isObject(raw.pleroma) ? raw.pleroma : {};
  const mentions = listOf(raw.mentions, readMention);
  const inReplyToAccountId = id(raw.in_reply_to_account_id);
  const { quote, visible } = readQuote(raw, pleroma, depth);
  const links = Array.isArray(raw.links) ? readLinks(raw.links) : quote ? [{ id: quote.id, uri: quote.uri }] : [];
  const reactions = Array.isArray(pleroma.emoji_reactions) ? pleroma.emoji_reactions : raw.emoji_reactions;
  const url = text(raw.url) || text(raw.uri);
  const status: Status = {
    id: statusId,
    uri: text(raw.uri) || url,
    url,
    created_at: date(raw.created_at, new Date(0).toISOString()),
    edited_at: dateOrNull(raw.edited_at),
    account,
    title: textOrNull(raw.title),
    content: text(raw.content),
    language: textOrNull(raw.language),
    in_reply_to_id: id(raw.in_reply_to_id),
    in_reply_to_account_id: inReplyToAccountId,
    reblog,
    visibility: readVisibility(raw.visibility),
    sensitive: flag(raw.sensitive),
    spoiler_text: text(raw.spoiler_text),
    pinned: flag(raw.pinned),
    replies_count: count(raw.replies_count),
    favourites_count: count(raw.favourites_count),
    reblogs_count: count(raw.reblogs_count),
    poll: readPoll(raw.poll),
    media_attachments: listOf(raw.media_attachments, readAttachment),
    mentions,
    tags: listOf(raw.tags, readTag),
    emojis: listOf(raw.emojis, readEmoji),
    favourited: flag(raw.favourited),
    reblogged: flag(raw.reblogged),
    bookmarked: flag(raw.bookmarked),
    hidden: flag(raw.hidden),
    ipfs_cid: textOrNull(raw.ipfs_cid),
    links,
    group: readAccount(raw.group),
    // Mitra: whether the viewer follows the thread, and whether they may moderate it (a group's admin).
    conversation: isObject(raw.conversation)
      ? {
          id: String(raw.conversation.id ?? ""),
          root_id: String(raw.conversation.root_id ?? ""),
          tracking: raw.conversation.tracking === "follow" || raw.conversation.tracking === "normal" ? raw.conversation.tracking : null,
          can_moderate: raw.conversation.can_moderate === true,
        }
      : undefined,
    pleroma: {
      emoji_reactions: listOf(reactions, readReaction),
      in_reply_to_account_acct:
        textOrNull(pleroma.in_reply_to_account_acct) ??
        mentions.find((m) => m.id === inReplyToAccountId)?.acct ??
        (inReplyToAccountId !== null && inReplyToAccountId === account.id ? account.acct : null),
      // Only Mitra and Pleroma say when the parent is hidden; elsewhere assume it can be seen.
      parent_visible: flag(pleroma.parent_visible, true),
      quote,
    },
  };
  if (visible !== undefined) status.pleroma.quote_visible = visible;
  return status;
}

/** A post, or null when it has no id or no readable author. */
export const readStatus = (raw: unknown): Status | null => readStatusAt(raw, 0);
