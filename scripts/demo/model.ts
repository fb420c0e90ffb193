// Domain rules of the demo instance: who sees what, relationships, lookups that throw Mitra's errors.
import { forbidden, notFound, type Ctx } from "./http";
import {
  followKey,
  ROLE_PERMISSIONS,
  type Notification,
  type NotificationType,
  type Permission,
  type Post,
  type Profile,
  type State,
  type User,
} from "./state";

export function isLocal(profile: Profile): boolean {
  return profile.host === null;
}

export function acctOf(profile: Profile): string {
  if (profile.host === null) return profile.username;
  if (profile.acctIsUrl && profile.remoteActorId) return profile.remoteActorId;
  return `${profile.username}@${profile.host}`;
}

export function actorIdOf(profile: Profile, base: string): string {
  return profile.remoteActorId ?? `${base}/users/${profile.username}`;
}

export function getProfile(state: State, id: string): Profile {
  const profile = state.profiles.get(id);
  if (!profile || profile.deleted) throw notFound("profile");
  return profile;
}

export function getPost(state: State, id: string): Post {
  const post = state.posts.get(id);
  if (!post || post.deleted) throw notFound("post");
  return post;
}

export function findProfileByAcct(state: State, acct: string): Profile | undefined {
  const wanted = acct.replace(/^@/, "").toLowerCase();
  for (const profile of state.profiles.values()) {
    if (profile.deleted) continue;
    const own = acctOf(profile).toLowerCase();
    if (own === wanted) return profile;
    if (profile.host === null && wanted.includes("@")) {
      // user@<this host> resolves to the local user
      const [name] = wanted.split("@");
      if (name === profile.username.toLowerCase() && !wanted.includes("://")) return profile;
    }
  }
  return undefined;
}

export function findProfileByActorId(state: State, actorId: string, base: string): Profile | undefined {
  for (const profile of state.profiles.values()) {
    if (!profile.deleted && actorIdOf(profile, base) === actorId) return profile;
  }
  return undefined;
}

export function permissionsOf(user: User | null): Permission[] {
  return user ? ROLE_PERMISSIONS[user.role] : [];
}

export function requirePermission(ctx: Ctx, permission: Permission): void {
  if (!permissionsOf(ctx.user).includes(permission)) throw forbidden();
}

export const isFollowing = (state: State, followerId: string, targetId: string): boolean =>
  state.follows.has(followKey(followerId, targetId));

export function isMuting(state: State, userId: string, targetId: string): boolean {
  return state.mutes.some((m) => m.userId === userId && m.targetId === targetId);
}

export function activeSubscription(state: State, senderId: string, recipientId: string, now = Date.now()) {
  return state.subscriptions.find(
    (s) => s.senderId === senderId && s.recipientId === recipientId && s.expiresAt > now,
  );
}

/** Visibility rules: who may read a post. Reposts follow the original. */
export function canView(state: State, post: Post, viewerId: string | null): boolean {
  if (post.deleted) return false;
  if (post.reblogOfId) {
    const original = state.posts.get(post.reblogOfId);
    if (!original || !canView(state, original, viewerId)) return false;
  }
  if (post.visibility === "public") return true;
  if (!viewerId) return false;
  if (post.authorId === viewerId || post.mentionIds.includes(viewerId)) return true;
  switch (post.visibility) {
    case "private":
      return isFollowing(state, viewerId, post.authorId);
    case "subscribers":
      return activeSubscription(state, viewerId, post.authorId) !== undefined;
    case "conversation": {
      const root = state.posts.get(post.conversationRootId);
      return root !== undefined && root.id !== post.id && canView(state, root, viewerId);
    }
    default:
      return false;
  }
}

export function getVisiblePost(ctx: Ctx, id: string): Post {
  const post = getPost(ctx.state, id);
  if (!canView(ctx.state, post, ctx.profile?.id ?? null)) throw notFound("post");
  return post;
}

export function statusesCount(state: State, profileId: string): number {
  let count = 0;
  for (const post of state.posts.values()) if (post.authorId === profileId && !post.deleted) count++;
  return count;
}

export function followersOf(state: State, profileId: string): string[] {
  const out: string[] = [];
  for (const key of state.follows.keys()) {
    const [follower, target] = key.split(">");
    if (target === profileId) out.push(follower);
  }
  return out;
}

export function followingOf(state: State, profileId: string): string[] {
  const out: string[] = [];
  for (const key of state.follows.keys()) {
    const [follower, target] = key.split(">");
    if (follower === profileId) out.push(target);
  }
  return out;
}

export function notify(
  state: State,
  recipientId: string,
  type: NotificationType,
  senderId: string,
  extra: Partial<Pick<Notification, "postId" | "reaction" | "paymentAmount" | "createdAt">> = {},
): Notification | null {
  if (recipientId === senderId) return null;
  const recipient = state.profiles.get(recipientId);
  // Only local users receive notifications; muted senders are dropped like the real server does.
  if (!recipient || recipient.host !== null || isMuting(state, recipientId, senderId)) return null;
  const notification: Notification = {
    id: state.seq(),
    recipientId,
    type,
    senderId,
    postId: extra.postId ?? null,
    reaction: extra.reaction ?? null,
    paymentAmount: extra.paymentAmount ?? null,
    createdAt: extra.createdAt ?? Date.now(),
  };
  state.notifications.push(notification);
  return notification;
}

/** Follow, or create a request when the target is locked. */
export function followOrRequest(state: State, followerId: string, targetId: string): "following" | "requested" {
  if (isFollowing(state, followerId, targetId)) return "following";
  const target = state.profiles.get(targetId);
  if (target?.locked) {
    const pending = state.followRequests.find((r) => r.senderId === followerId && r.targetId === targetId);
    if (!pending) {
      state.followRequests.push({ id: state.seq(), senderId: followerId, targetId, rejected: false });
      notify(state, targetId, "follow_request", followerId);
    } else pending.rejected = false;
    return "requested";
  }
  state.follows.set(followKey(followerId, targetId), state.seq());
  notify(state, targetId, "follow", followerId);
  return "following";
}

export function acceptFollowRequest(state: State, senderId: string, targetId: string): boolean {
  const index = state.followRequests.findIndex((r) => r.senderId === senderId && r.targetId === targetId);
  if (index === -1) return false;
  state.followRequests.splice(index, 1);
  state.follows.set(followKey(senderId, targetId), state.seq());
  notify(state, targetId, "follow", senderId);
  return true;
}

export function userOf(state: State, profileId: string): User | undefined {
  return state.users.get(profileId);
}

/** A new local profile with nothing in it but its name (no user behind it unless the caller adds one). */
export function addLocalProfile(state: State, fields: { id: string; username: string; displayName: string; createdAt: number; lastActiveAt: number }): Profile {
  const profile: Profile = {
    ...fields,
    host: null,
    remoteActorId: null,
    acctIsUrl: false,
    noteSource: "",
    avatarId: null,
    headerId: null,
    locked: false,
    bot: false,
    mentionPolicy: "none",
    fields: [],
    identityProofs: [],
    paymentOptions: [],
    aliases: [],
    deleted: false,
  };
  state.profiles.set(profile.id, profile);
  return profile;
}
