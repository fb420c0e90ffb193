// Serialisers for posts: Status (with reposts, quotes, reactions, counts), Poll and Attachment.
import type { components } from "../../src/api/schema.gen";
import type { Ctx } from "./http";
import { conversationJson, extras } from "./extras";
import { hostileStatusJson } from "./hostile";
import { acctOf, actorIdOf, canView, isMuting } from "./model";
import { BASE_TOKEN } from "./posts";
import { account, customEmoji, mediaUrl } from "./render";
import type { Media, Post, Profile } from "./state";
import { escapeHtml, iso } from "./util";

type Schemas = components["schemas"];

export function attachment(ctx: Ctx, media: Media): Schemas["Attachment"] {
  const kind = media.mediaType.split("/")[0];
  const type = kind === "image" || kind === "video" || kind === "audio" ? kind : "unknown";
  const url = mediaUrl(ctx, media);
  return { id: media.id, type, url, preview_url: url, description: media.description };
}

export function poll(ctx: Ctx, post: Post): Schemas["Poll"] | null {
  const p = post.poll;
  if (!p) return null;
  const counts = p.options.map((_, i) => p.extraVotes[i] ?? 0);
  for (const choices of p.votes.values()) for (const i of choices) counts[i]++;
  const viewer = ctx.profile?.id;
  const own = viewer ? p.votes.get(viewer) : undefined;
  const extraVoters = Math.max(0, ...p.extraVotes, 0);
  return {
    id: post.id,
    expires_at: p.expiresAt === null ? null : iso(p.expiresAt),
    expired: p.expiresAt !== null && p.expiresAt <= Date.now(),
    multiple: p.multiple,
    votes_count: counts.reduce((a, b) => a + b, 0),
    voters_count: p.votes.size + (p.multiple ? extraVoters : p.extraVotes.reduce((a, b) => a + b, 0)),
    options: p.options.map((title, i) => ({ title: escapeHtml(title), votes_count: counts[i] })),
    emojis: [],
    voted: viewer ? own !== undefined || post.authorId === viewer : null,
    own_votes: own ?? [],
  };
}

function reactions(ctx: Ctx, post: Post): Schemas["EmojiReaction"][] {
  const grouped = new Map<string, { count: number; me: boolean }>();
  for (const r of ctx.state.reactions.get(post.id) ?? []) {
    const entry = grouped.get(r.content) ?? { count: 0, me: false };
    entry.count++;
    if (r.profileId === ctx.profile?.id) entry.me = true;
    grouped.set(r.content, entry);
  }
  return [...grouped].map(([name, { count, me }]) => {
    const custom = /^:?([A-Za-z0-9_.+-]+):?$/.test(name) && name.length > 2 && !/^\p{Extended_Pictographic}/u.test(name);
    const code = name.replace(/:/g, "");
    return { name: custom ? code : name, url: custom ? `${ctx.base}/media/emoji/${code}.svg` : null, count, me };
  });
}

/** Reply and repost counts, computed once per request (a page renders many posts). */
const countsCache = new WeakMap<Ctx, { replies: Map<string, number>; reblogs: Map<string, number>; mine: Set<string> }>();

function postCounts(ctx: Ctx) {
  let counts = countsCache.get(ctx);
  if (!counts) {
    counts = { replies: new Map(), reblogs: new Map(), mine: new Set() };
    const viewer = ctx.profile?.id;
    for (const other of ctx.state.posts.values()) {
      if (other.deleted) continue;
      if (other.inReplyToId) counts.replies.set(other.inReplyToId, (counts.replies.get(other.inReplyToId) ?? 0) + 1);
      if (other.reblogOfId) {
        counts.reblogs.set(other.reblogOfId, (counts.reblogs.get(other.reblogOfId) ?? 0) + 1);
        if (other.authorId === viewer) counts.mine.add(other.reblogOfId);
      }
    }
    countsCache.set(ctx, counts);
  }
  return counts;
}

export function status(ctx: Ctx, post: Post, depth = 0): Schemas["Status"] {
  const state = ctx.state;
  const viewer = ctx.profile?.id ?? null;
  const author = state.profiles.get(post.authorId)!;
  const base = ctx.base;
  const url = `${base}/post/${post.id}`;
  if (post.reblogOfId) {
    const original = state.posts.get(post.reblogOfId)!;
    return {
      ...emptyStatus(ctx, post, author, url),
      reblog: status(ctx, original, depth),
      visibility: post.visibility,
    };
  }
  const parent = post.inReplyToId ? state.posts.get(post.inReplyToId) : undefined;
  const parentAuthor = parent ? state.profiles.get(parent.authorId) : undefined;
  const quoted = post.quoteId ? state.posts.get(post.quoteId) : undefined;
  const quoteVisible = quoted !== undefined && canView(state, quoted, viewer);
  const quoteJson = quoted && quoteVisible && depth < 1 ? status(ctx, quoted, depth + 1) : null;
  const favs = state.favourites.get(post.id) ?? new Set<string>();
  const counts = postCounts(ctx);
  const replies = counts.replies.get(post.id) ?? 0;
  const reblogs = post.extraReblogs + (counts.reblogs.get(post.id) ?? 0);
  const reblogged = counts.mine.has(post.id);
  const mentions = post.mentionIds
    .map((id) => state.profiles.get(id))
    .filter((p): p is Profile => p !== undefined)
    .map((p) => ({ id: p.id, username: p.username, acct: acctOf(p), url: actorIdOf(p, base) }));
  const titleHtml = post.title ? `<h1>${escapeHtml(post.title)}</h1>` : "";
  return hostileStatusJson(state, {
    ...emptyStatus(ctx, post, author, url),
    title: post.title,
    content: titleHtml + post.html.replaceAll(BASE_TOKEN, ctx.base),
    language: post.language,
    in_reply_to_id: post.inReplyToId,
    in_reply_to_account_id: parent?.authorId ?? null,
    sensitive: post.sensitive,
    pinned: state.pinned.has(post.id),
    replies_count: replies,
    favourites_count: favs.size + post.extraFavourites,
    reblogs_count: reblogs,
    poll: poll(ctx, post),
    media_attachments: post.mediaIds
      .map((id) => state.media.get(id))
      .filter((m): m is Media => m !== undefined)
      .map((m) => attachment(ctx, m)),
    quote: quoteJson ? { state: "accepted", quoted_status: quoteJson } : null,
    mentions,
    tags: post.tags.map((name) => ({ name, url: `${base}/collections/tags/${encodeURIComponent(name)}` })),
    emojis: post.emojis.map((code) => customEmoji(ctx, code)),
    favourited: viewer !== null && favs.has(viewer),
    reblogged,
    bookmarked: viewer !== null && state.bookmarks.some((b) => b.userId === viewer && b.postId === post.id),
    ipfs_cid: post.ipfsCid,
    links: quoteJson ? [quoteJson] : [],
    pleroma: {
      emoji_reactions: reactions(ctx, post),
      in_reply_to_account_acct: parentAuthor ? acctOf(parentAuthor) : null,
      parent_visible: parent ? canView(state, parent, viewer) : true,
      quote: quoteJson,
      quote_visible: quoted ? quoteVisible : false,
    },
  });
}

function groupAccount(ctx: Ctx, post: Post): Schemas["Account"] | null {
  const groupId = extras(ctx.state).groupPosts.get(post.id);
  const group = groupId ? ctx.state.profiles.get(groupId) : undefined;
  return group && !group.deleted ? account(ctx, group) : null;
}

function emptyStatus(ctx: Ctx, post: Post, author: Profile, url: string): Schemas["Status"] {
  const json = {
    id: post.id,
    uri: author.host === null ? `${ctx.base}/objects/${post.id}` : `https://${author.host}/objects/${post.id}`,
    url,
    created_at: iso(post.createdAt),
    edited_at: post.editedAt === null ? null : iso(post.editedAt),
    account: account(ctx, author),
    title: null,
    content: "",
    language: null,
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: null,
    visibility: post.visibility,
    sensitive: false,
    spoiler_text: "",
    pinned: false,
    replies_count: 0,
    favourites_count: 0,
    reblogs_count: 0,
    poll: null,
    media_attachments: [],
    quote: null,
    mentions: [],
    tags: [],
    emojis: [],
    favourited: false,
    reblogged: false,
    bookmarked: false,
    hidden: ctx.profile !== null && isMuting(ctx.state, ctx.profile.id, author.id),
    ipfs_cid: null,
    links: [],
    group: groupAccount(ctx, post),
    conversation: post.reblogOfId ? null : conversationJson(ctx.state, ctx.profile?.id ?? null, post),
    pleroma: {
      emoji_reactions: [],
      in_reply_to_account_acct: null,
      parent_visible: true,
      quote: null,
      quote_visible: false,
    },
  };
  return json;
}
