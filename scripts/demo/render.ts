// Serialisers: turn demo state into the API entities, shaped like Mitra's JSON (all fields present).
import type { Ctx } from "./http";
import { renderMarkdown, CUSTOM_EMOJI_CODES } from "./markdown";
import {
  acctOf,
  activeSubscription,
  actorIdOf,
  canView,
  followersOf,
  followingOf,
  isFollowing,
  isMuting,
  permissionsOf,
  statusesCount,
} from "./model";
import { BASE_TOKEN } from "./posts";
import type { Invoice, Media, Notification, Post, Profile, State, User } from "./state";
import { escapeHtml, iso } from "./util";

type Json = Record<string, unknown>;

export function mediaUrl(ctx: Ctx, media: Media): string {
  return `${ctx.base}/media/${media.id}.${media.ext}`;
}

export function customEmoji(ctx: Ctx, shortcode: string): Json {
  const url = `${ctx.base}/media/emoji/${shortcode}.svg`;
  return { shortcode, url, static_url: url, visible_in_picker: true, category: null };
}

export function customEmojis(ctx: Ctx): Json[] {
  return CUSTOM_EMOJI_CODES.map((code) => customEmoji(ctx, code));
}

function fieldValueHtml(value: string): string {
  if (/^https?:\/\/\S+$/.test(value)) {
    return `<a href="${escapeHtml(value)}" rel="me nofollow noopener noreferrer" target="_blank">${escapeHtml(
      value.replace(/^https?:\/\//, ""),
    )}</a>`;
  }
  return escapeHtml(value);
}

export function account(ctx: Ctx, profile: Profile): Json {
  const state = ctx.state;
  const actorId = actorIdOf(profile, ctx.base);
  const identicon = `${ctx.base}/api/v1/accounts/identicon?input=${encodeURIComponent(actorId)}`;
  const avatar = profile.avatarId && state.media.get(profile.avatarId);
  const header = profile.headerId && state.media.get(profile.headerId);
  const note = profile.noteSource ? renderMarkdown(state, profile.noteSource, ctx.base) : null;
  const now = Date.now();
  return {
    id: profile.id,
    username: profile.username,
    acct: acctOf(profile),
    actor_id: actorId,
    url: profile.host === null ? `${ctx.base}/@${profile.username}` : actorId,
    display_name: profile.displayName,
    created_at: iso(profile.createdAt),
    note: note ? note.html.trim() : "",
    avatar: avatar ? mediaUrl(ctx, avatar) : identicon,
    avatar_static: avatar ? mediaUrl(ctx, avatar) : identicon,
    header: header ? mediaUrl(ctx, header) : `${ctx.base}/api/v1/accounts/identicon`,
    header_static: header ? mediaUrl(ctx, header) : `${ctx.base}/api/v1/accounts/identicon`,
    locked: profile.locked,
    mention_policy: profile.mentionPolicy,
    bot: profile.bot,
    is_group: false,
    discoverable: true,
    identity_proofs: profile.identityProofs.map((proof) => ({
      name: proof.name,
      value: escapeHtml(proof.value),
      verified_at: iso(proof.createdAt),
      is_legacy_proof: false,
    })),
    payment_options: profile.paymentOptions.map((option) =>
      option.type === "link"
        ? { type: "link", name: option.name, href: option.href }
        : {
            type: "monero-subscription",
            chain_id: option.chainId,
            price: option.price,
            amount_min: option.amountMin,
            object_id: option.objectId,
          },
    ),
    fields: profile.fields.map((field) => ({
      name: field.name,
      value: fieldValueHtml(field.value),
      verified_at: field.verifiedAt === null ? null : iso(field.verifiedAt),
      is_legacy_proof: false,
    })),
    emojis: (note?.emojis ?? []).map((code) => customEmoji(ctx, code)),
    followers_count: followersOf(state, profile.id).length,
    following_count: followingOf(state, profile.id).length,
    subscribers_count: state.subscriptions.filter((s) => s.recipientId === profile.id && s.expiresAt > now).length,
    statuses_count: statusesCount(state, profile.id),
    source: null,
    role: null,
    authentication_methods: null,
    client_config: null,
  };
}

const PERMISSION_BITS: Record<string, number> = {
  create_follow_request: 1,
  create_post: 2,
  delete_any_post: 4,
  delete_any_profile: 8,
  manage_subscription_options: 16,
};

export function credentialAccount(ctx: Ctx, user: User): Json {
  const profile = ctx.state.profiles.get(user.profileId)!;
  const permissions = permissionsOf(user);
  return {
    ...account(ctx, profile),
    source: {
      note: profile.noteSource,
      fields: profile.fields.map((field) => ({
        name: field.name,
        value: field.value,
        verified_at: field.verifiedAt === null ? null : iso(field.verifiedAt),
        is_legacy_proof: false,
      })),
      privacy: user.privacy,
      sensitive: false,
      language: null,
    },
    role: {
      id: user.role === "admin" ? 2 : user.role === "user" ? 1 : 3,
      name: user.role,
      permissions: String(permissions.reduce((sum, p) => sum + PERMISSION_BITS[p], 0)),
      permissions_names: permissions,
    },
    authentication_methods: user.authMethods,
    client_config: user.clientConfig,
  };
}

export function attachment(ctx: Ctx, media: Media): Json {
  const kind = media.mediaType.split("/")[0];
  const type = kind === "image" || kind === "video" || kind === "audio" ? kind : "unknown";
  const url = mediaUrl(ctx, media);
  return { id: media.id, type, url, preview_url: url, description: media.description };
}

export function poll(ctx: Ctx, post: Post): Json | null {
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

function reactions(ctx: Ctx, post: Post): Json[] {
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

export function status(ctx: Ctx, post: Post, depth = 0): Json {
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
  let replies = 0;
  let reblogs = post.extraReblogs;
  let reblogged = false;
  for (const other of state.posts.values()) {
    if (other.deleted) continue;
    if (other.inReplyToId === post.id) replies++;
    if (other.reblogOfId === post.id) {
      reblogs++;
      if (other.authorId === viewer) reblogged = true;
    }
  }
  const mentions = post.mentionIds
    .map((id) => state.profiles.get(id))
    .filter((p): p is Profile => p !== undefined)
    .map((p) => ({ id: p.id, username: p.username, acct: acctOf(p), url: actorIdOf(p, base) }));
  const titleHtml = post.title ? `<h1>${escapeHtml(post.title)}</h1>` : "";
  return {
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
  };
}

function emptyStatus(ctx: Ctx, post: Post, author: Profile, url: string): Json {
  return {
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
    group: null,
    conversation: post.reblogOfId ? null : { id: post.conversationRootId, root_id: post.conversationRootId },
    pleroma: {
      emoji_reactions: [],
      in_reply_to_account_acct: null,
      parent_visible: true,
      quote: null,
      quote_visible: false,
    },
  };
}

export function relationship(ctx: Ctx, targetId: string): Json {
  const state = ctx.state;
  const me = ctx.profile!.id;
  const request = (from: string, to: string) =>
    state.followRequests.find((r) => r.senderId === from && r.targetId === to);
  const outgoing = request(me, targetId);
  return {
    id: targetId,
    following: isFollowing(state, me, targetId),
    followed_by: isFollowing(state, targetId, me),
    requested: outgoing !== undefined && !outgoing.rejected,
    requested_by: request(targetId, me) !== undefined && !request(targetId, me)!.rejected,
    rejected_by: outgoing?.rejected ?? false,
    subscription_to: activeSubscription(state, me, targetId) !== undefined,
    subscription_from: activeSubscription(state, targetId, me) !== undefined,
    showing_reblogs: !state.hiddenReblogs.has(`${me}>${targetId}`),
    showing_replies: !state.hiddenReplies.has(`${me}>${targetId}`),
    muting: isMuting(state, me, targetId),
    muting_notifications: isMuting(state, me, targetId),
    blocking: false,
    blocked_by: false,
  };
}

export function notification(ctx: Ctx, n: Notification): Json {
  const state = ctx.state;
  const sender = state.profiles.get(n.senderId)!;
  const post = n.postId ? state.posts.get(n.postId) : undefined;
  const markers = state.markers.get(n.recipientId);
  const seenUpTo = markers?.notifications ? Number(markers.notifications.lastReadId) : 0;
  const customReaction = n.reaction !== null && /^:[^:]+:$/.test(n.reaction);
  const reactionEmoji = customReaction ? customEmoji(ctx, n.reaction!.slice(1, -1)) : null;
  let subtype: string | null = null;
  if (n.type === "mention" && post?.inReplyToId) {
    const parent = state.posts.get(post.inReplyToId);
    if (parent?.authorId === n.recipientId) subtype = "reply";
  }
  return {
    id: String(n.id),
    type: n.type,
    subtype,
    account: account(ctx, sender),
    status: post && !post.deleted ? status(ctx, post) : null,
    reaction: n.reaction === null ? null : { content: n.reaction, emoji: reactionEmoji },
    emoji: n.reaction,
    emoji_url: reactionEmoji ? (reactionEmoji.url as string) : null,
    payment_amount: n.paymentAmount,
    moderation_warning:
      n.type === "moderation_warning"
        ? { id: `${n.id}`, action: "delete_statuses", text: "A post of yours was removed by a moderator.", created_at: iso(n.createdAt) }
        : null,
    created_at: iso(n.createdAt),
    pleroma: { is_seen: n.id <= seenUpTo },
  };
}

export function invoice(inv: Invoice): Json {
  return {
    id: inv.id,
    sender_id: inv.senderId,
    recipient_id: inv.recipientId,
    chain_id: inv.chainId,
    payment_address: inv.paymentAddress,
    amount: inv.amount,
    status: inv.status,
    created_at: iso(inv.createdAt),
    expires_at: iso(inv.expiresAt),
  };
}

export function list(feed: { id: number; title: string }): Json {
  return { id: String(feed.id), title: feed.title, replies_policy: "followed", exclusive: true };
}

export function aliases(ctx: Ctx, profile: Profile): Json {
  const state = ctx.state;
  const resolve = (actorId: string) =>
    [...state.profiles.values()].find((p) => !p.deleted && actorIdOf(p, ctx.base) === actorId);
  const declared = profile.aliases.map(resolve).filter((p): p is Profile => p !== undefined);
  const myActor = actorIdOf(profile, ctx.base);
  // Verified: remote profiles that declare this profile as their alias too.
  const verified = [...state.profiles.values()].filter(
    (p) => !p.deleted && p.aliases.some((a) => a.replace(BASE_TOKEN, ctx.base) === myActor),
  );
  return {
    declared: declared.map((p) => account(ctx, p)),
    declared_all: profile.aliases.map((id) => {
      const p = resolve(id);
      return { id, account: p ? account(ctx, p) : null };
    }),
    verified: verified.map((p) => account(ctx, p)),
  };
}

export const viewerCan = (state: State, post: Post, viewer: string | null) => canView(state, post, viewer);
