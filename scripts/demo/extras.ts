// State for the server features beyond the client spec (groups, conversation tracking, sessions, apps,
// domain blocks). Kept beside State in a WeakMap so a reset, which builds a new State, starts them afresh.
import { createPost } from "./posts";
import type { Post, Profile, State } from "./state";

export interface Group {
  adminId: string;
  description: string | null;
}

export interface Extras {
  /** group profile id → its admin and bio source */
  groups: Map<string, Group>;
  /** post id → the group it was posted to */
  groupPosts: Map<string, string>;
  /** "profileId>conversationRootId" for followed conversations */
  tracking: Set<string>;
  /** "profileId>conversationRootId" → the id of the newest message read there */
  readConversations: Map<string, string>;
  /** token → session id (integers, like the server's oauth_token ids) */
  sessionIds: Map<string, number>;
  apps: { id: string; name: string; website: string | null; scopes: string[]; redirectUris: string[]; clientId: string }[];
  domainBlocks: { domain: string; severity: string; comment: string | null }[];
}

const all = new WeakMap<State, Extras>();

export function extras(state: State): Extras {
  let found = all.get(state);
  if (!found) {
    found = {
      groups: new Map(),
      groupPosts: new Map(),
      tracking: new Set(),
      readConversations: new Map(),
      sessionIds: new Map(),
      apps: [],
      domainBlocks: [
        { domain: "spam.example", severity: "suspend", comment: "Unsolicited advertising" },
        { domain: "*.flood.example", severity: "suspend", comment: null },
      ],
    };
    all.set(state, found);
  }
  return found;
}

export const isGroup = (state: State, profileId: string): boolean => extras(state).groups.has(profileId);

/** Only a group's admin may remove a post from the group's thread. */
export function canModerate(state: State, viewerId: string, postId: string): boolean {
  const groupId = extras(state).groupPosts.get(postId);
  return groupId !== undefined && extras(state).groups.get(groupId)?.adminId === viewerId;
}

/** Status.conversation: tracking and can_moderate only for a signed-in viewer. */
export function conversationJson(state: State, viewerId: string | null, post: Post) {
  const base = { id: post.conversationRootId, root_id: post.conversationRootId };
  if (viewerId === null) return base;
  const tracking = extras(state).tracking.has(`${viewerId}>${post.conversationRootId}`) ? "follow" : "normal";
  return { ...base, tracking, can_moderate: canModerate(state, viewerId, post.id) } as const;
}

/** A new local group profile; the creator is its admin. */
export function addGroup(state: State, username: string, adminId: string, description: string | null, at: number): Profile {
  const profile: Profile = {
    id: state.newId(at),
    username,
    host: null,
    remoteActorId: null,
    acctIsUrl: false,
    displayName: "",
    noteSource: description ?? "",
    avatarId: null,
    headerId: null,
    locked: false,
    bot: false,
    mentionPolicy: "none",
    fields: [],
    identityProofs: [],
    paymentOptions: [],
    createdAt: at,
    lastActiveAt: at,
    aliases: [],
    deleted: false,
  };
  state.profiles.set(profile.id, profile);
  extras(state).groups.set(profile.id, { adminId, description });
  state.follows.set(`${adminId}>${profile.id}`, state.seq());
  return profile;
}

/** The seeded group: alice runs "seed_swap", bob follows it and posted to it. */
export function seedGroups(state: State, ids: Map<string, string>, now: number): void {
  const alice = ids.get("alice")!;
  const bob = ids.get("bob")!;
  const group = addGroup(state, "seed_swap", alice, "Swap seeds and cuttings around Lindenhaven.", now - 30 * 86400_000);
  state.follows.set(`${bob}>${group.id}`, state.seq());
  const posts = [
    { author: bob, text: "Anyone have spare runner bean seeds? I can trade squash.", hoursAgo: 20 },
    { author: alice, text: "Welcome to the seed swap! Post what you have and what you need.", hoursAgo: 40 },
  ];
  for (const { author, text, hoursAgo } of posts) {
    const post = createPost(state, { authorId: author, source: text, createdAt: now - hoursAgo * 3600_000, notify: false });
    extras(state).groupPosts.set(post.id, group.id);
  }
}
