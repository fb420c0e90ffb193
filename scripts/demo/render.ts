// Serialisers: turn demo state into the API entities, shaped like Mitra's JSON (all fields present).
import type { components } from "../../src/api/schema.gen";
import { isGroup } from "./extras";
import type { Ctx } from "./http";
import { hostileAccountJson } from "./hostile";
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
} from "./model";
import { BASE_TOKEN } from "./posts";
import { status } from "./render-status";
import type { Invoice, Media, Notification, Profile, State, User } from "./state";
import { escapeHtml, iso } from "./util";

type Schemas = components["schemas"];

export function mediaUrl(ctx: Ctx, media: Media): string {
  return `${ctx.base}/media/${media.id}.${media.ext}`;
}

export function customEmoji(ctx: Ctx, shortcode: string): Schemas["CustomEmoji"] {
  const url = `${ctx.base}/media/emoji/${shortcode}.svg`;
  return { shortcode, url, static_url: url, visible_in_picker: true, category: null };
}

export function customEmojis(ctx: Ctx): Schemas["CustomEmoji"][] {
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

/** Bios change rarely and are rendered for every post of a page, so their HTML is cached by source. */
const noteCache = new Map<string, ReturnType<typeof renderMarkdown>>();

function renderedNote(state: State, source: string) {
  let note = noteCache.get(source);
  if (!note) {
    note = renderMarkdown(state, source, BASE_TOKEN);
    if (noteCache.size > 500) noteCache.clear();
    noteCache.set(source, note);
  }
  return note;
}

const statusCountsCache = new WeakMap<Ctx, Map<string, number>>();

function statusCounts(ctx: Ctx): Map<string, number> {
  let counts = statusCountsCache.get(ctx);
  if (!counts) {
    counts = new Map();
    for (const post of ctx.state.posts.values()) {
      if (!post.deleted) counts.set(post.authorId, (counts.get(post.authorId) ?? 0) + 1);
    }
    statusCountsCache.set(ctx, counts);
  }
  return counts;
}

function paymentOption(option: Profile["paymentOptions"][number]): Schemas["PaymentOption"] {
  if (option.type === "link") return { type: "link", name: option.name, href: option.href };
  return {
    type: "monero-subscription",
    chain_id: option.chainId,
    price: option.price,
    ...(option.amountMin === null ? {} : { amount_min: option.amountMin }),
    object_id: option.objectId,
  };
}

export function account(ctx: Ctx, profile: Profile): Schemas["Account"] {
  const state = ctx.state;
  const actorId = actorIdOf(profile, ctx.base);
  const identicon = `${ctx.base}/api/v1/accounts/identicon?input=${encodeURIComponent(actorId)}`;
  const avatar = profile.avatarId && state.media.get(profile.avatarId);
  const header = profile.headerId && state.media.get(profile.headerId);
  const note = profile.noteSource ? renderedNote(state, profile.noteSource) : null;
  const now = Date.now();
  // source, role, authentication_methods and client_config are null except on CredentialAccount.
  const json = {
    id: profile.id,
    username: profile.username,
    acct: acctOf(profile),
    actor_id: actorId,
    url: profile.host === null ? `${ctx.base}/@${profile.username}` : actorId,
    display_name: profile.displayName,
    created_at: iso(profile.createdAt),
    note: note ? note.html.trim().replaceAll(BASE_TOKEN, ctx.base) : "",
    avatar: avatar ? mediaUrl(ctx, avatar) : identicon,
    avatar_static: avatar ? mediaUrl(ctx, avatar) : identicon,
    header: header ? mediaUrl(ctx, header) : `${ctx.base}/api/v1/accounts/identicon`,
    header_static: header ? mediaUrl(ctx, header) : `${ctx.base}/api/v1/accounts/identicon`,
    locked: profile.locked,
    mention_policy: profile.mentionPolicy,
    bot: profile.bot,
    is_group: isGroup(state, profile.id),
    discoverable: true,
    identity_proofs: profile.identityProofs.map((proof) => ({
      name: proof.name,
      value: escapeHtml(proof.value),
      verified_at: iso(proof.createdAt),
      is_legacy_proof: false,
    })),
    payment_options: profile.paymentOptions.map(paymentOption),
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
    statuses_count: statusCounts(ctx).get(profile.id) ?? 0,
    source: null,
    role: null,
    authentication_methods: null,
    client_config: null,
  };
  return hostileAccountJson(state, json);
}

const PERMISSION_BITS: Record<string, number> = {
  create_follow_request: 1,
  create_post: 2,
  delete_any_post: 4,
  delete_any_profile: 8,
  manage_subscription_options: 16,
};

export function credentialAccount(ctx: Ctx, user: User): Schemas["CredentialAccount"] {
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
      language: user.language,
    },
    role: {
      id: user.role === "admin" ? 2 : user.role === "user" ? 1 : 3,
      name: user.role,
      permissions: String(permissions.reduce((sum, p) => sum + PERMISSION_BITS[p], 0)),
      permissions_names: permissions,
    },
    authentication_methods: user.authMethods,
    client_config: user.clientConfig as Record<string, Record<string, unknown>>,
  };
}

export function relationship(ctx: Ctx, targetId: string): Schemas["Relationship"] {
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

export function notification(ctx: Ctx, n: Notification): Schemas["Notification"] {
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
  // emoji and emoji_url are Pleroma-compatible copies that the real server also sends.
  const json = {
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
  return json;
}

export function invoice(inv: Invoice): Schemas["Invoice"] {
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

export function list(feed: { id: number; title: string }): Schemas["List"] {
  return { id: String(feed.id), title: feed.title, replies_policy: "followed", exclusive: true };
}

export function aliases(ctx: Ctx, profile: Profile): Schemas["Aliases"] {
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

