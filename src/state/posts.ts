// The post cache: one atom per post id (plus the posts it reposts or quotes), an overlay atom per post for
// optimistic changes (written by the actions through ./post-changes), and reference counts so that posts no list
// holds any more are evicted (those no list ever held: the recent ones and those on screen are kept).
import { atom, type Getter, type Setter } from "jotai";
import { atomFamily } from "jotai-family";
import type { EmojiReaction, Status } from "../api/types";
import { adoptAccounts } from "./account-cache";
import { createReaderCount, forgetOldest, touch } from "./readers";
import { perSession, sessionEndedAtom, sessionFamily } from "./store";

/** Optimistic changes not yet confirmed by the server. Absent fields mean "as the server says". */
export interface PostOverlay {
  favourited?: boolean;
  reblogged?: boolean;
  bookmarked?: boolean;
  pinned?: boolean;
  /** Reaction name (unicode emoji, or custom emoji name without colons) → whether I reacted. */
  reactions?: Readonly<Record<string, boolean>>;
  /** Hidden at once while a delete is sent. */
  deleted?: boolean;
}

export const clampCount = (n: number) => Math.max(0, n);

function mergeReactions(list: readonly EmojiReaction[], wanted: Readonly<Record<string, boolean>>): EmojiReaction[] {
  const out = list.map((r) => ({ ...r }));
  for (const [name, me] of Object.entries(wanted)) {
    const i = out.findIndex((r) => r.name === name);
    const current = i >= 0 ? out[i].me : false;
    if (current === me) continue;
    if (me) {
      if (i >= 0) out[i] = { ...out[i], me: true, count: out[i].count + 1 };
      else out.push({ name, count: 1, me: true, url: null });
    } else if (i >= 0) {
      const count = clampCount(out[i].count - 1);
      if (count === 0) out.splice(i, 1);
      else out[i] = { ...out[i], me: false, count };
    }
  }
  return out;
}

/**
 * The post as the person should see it: the server's copy with the overlay's flags applied and the counts
 * moved by one where a flag differs. Pure; returns the same object when there is nothing to apply.
 */
export function mergePost(post: Status, overlay: PostOverlay | undefined): Status {
  if (!overlay) return post;
  let out = post;
  const edit = (patch: Partial<Status>) => {
    out = { ...out, ...patch };
  };
  if (overlay.favourited !== undefined && overlay.favourited !== post.favourited) {
    edit({ favourited: overlay.favourited, favourites_count: clampCount(post.favourites_count + (overlay.favourited ? 1 : -1)) });
  }
  if (overlay.reblogged !== undefined && overlay.reblogged !== post.reblogged) {
    edit({ reblogged: overlay.reblogged, reblogs_count: clampCount(post.reblogs_count + (overlay.reblogged ? 1 : -1)) });
  }
  if (overlay.bookmarked !== undefined && overlay.bookmarked !== post.bookmarked) edit({ bookmarked: overlay.bookmarked });
  if (overlay.pinned !== undefined && overlay.pinned !== post.pinned) edit({ pinned: overlay.pinned });
  if (overlay.reactions && Object.keys(overlay.reactions).length > 0) {
    const reactions = mergeReactions(post.pleroma.emoji_reactions, overlay.reactions);
    edit({ pleroma: { ...post.pleroma, emoji_reactions: reactions } });
  }
  return out;
}

/** Which posts a card or screen reads now, by id. */
const onScreen = createReaderCount();

/** The server's copy of each post, by id. */
export const postFamily = sessionFamily(atomFamily((id: string) => onScreen.counted(id, atom<Status | undefined>(undefined))));
/** Optimistic changes per post id. */
export const overlayFamily = sessionFamily(atomFamily((_id: string) => atom<PostOverlay>({})));
/** The merged view of a post, or undefined when it is not cached. */
export const postViewFamily = sessionFamily(
  atomFamily((id: string) =>
    atom((get) => {
      const post = get(postFamily(id));
      return post && mergePost(post, get(overlayFamily(id)));
    }),
  ),
);

function store(set: Setter, post: Status, stored: Status[]): void {
  set(postFamily(post.id), post);
  stored.push(post);
  if (post.reblog) store(set, post.reblog, stored);
  const quote = post.pleroma?.quote;
  if (quote) {
    set(postFamily(quote.id), quote);
    stored.push(quote);
  }
}

/**
 * Adopts the server's copies of posts (and the posts they repost or quote), and their authors. Posts no list holds
 * (a notification's, an action's answer, a repost just made) stay while among the KEPT_UNHELD_POSTS most recent or
 * on screen; the list adopting a page holds its posts right after this.
 */
export const upsertPostsAtom = atom(null, (get, set, posts: readonly Status[]) => {
  const stored: Status[] = [];
  for (const post of posts) store(set, post, stored);
  adoptAccounts(get, set, stored.map((p) => p.account));
  const holders = get(holdersAtom);
  const unheld = get(unheldAtom);
  const adopted = new Set(stored.map((p) => p.id));
  for (const id of adopted) if (!holders.has(id)) touch(unheld, id);
  // An ended session's late answers must not evict: the atom-family entries are shared with the next session.
  if (get(sessionEndedAtom)) return;
  forgetOldest(unheld, KEPT_UNHELD_POSTS, (id) => adopted.has(id) || onScreen.read(id), (id) => holders.has(id) || evict(id));
});

/** The post with one more reply. */
export const withOneMoreReply = (post: Status): Status => ({ ...post, replies_count: clampCount(post.replies_count) + 1 });

/**
 * Adopts a reply the person has just published: the server has it, so its parent's reply count goes up by one in
 * the cached copy, and every card of the parent (thread, timelines, reposts of it) shows the new count. The next
 * copy the server sends replaces it with the server's own figure.
 */
export const adoptOwnReplyAtom = atom(null, (get, set, reply: Status) => {
  set(upsertPostsAtom, [reply]);
  const parentId = reply.in_reply_to_id;
  const parent = parentId ? get(postFamily(parentId)) : undefined;
  if (parent) set(postFamily(parent.id), withOneMoreReply(parent));
});

// ---- eviction ----------------------------------------------------------------------------------------------

/** How many lists hold each post id, in this session's store. */
const holdersAtom = perSession(() => new Map<string, number>());
/** How many posts no list holds stay cached beyond those on screen. */
export const KEPT_UNHELD_POSTS = 200;
/** Posts adopted while no list held them, least recent first (some may be held since: they leave this set only). */
const unheldAtom = perSession(() => new Set<string>());

function evict(id: string): void {
  postFamily.remove(id);
  overlayFamily.remove(id);
  postViewFamily.remove(id);
}

function idsOf(post: Status | undefined): string[] {
  if (!post) return [];
  const ids = [post.id];
  if (post.reblog) ids.push(...idsOf(post.reblog));
  if (post.pleroma?.quote) ids.push(post.pleroma.quote.id);
  return ids;
}

/** A list starts holding these posts (and what they repost or quote). */
export function retainPosts(get: Getter, ids: readonly string[]): void {
  const holders = get(holdersAtom);
  for (const id of ids) {
    for (const each of [id, ...idsOf(get(postFamily(id))).slice(1)]) holders.set(each, (holders.get(each) ?? 0) + 1);
  }
}

/** A list lets go of these posts; those nobody holds leave the cache. */
export function releasePosts(get: Getter, ids: readonly string[]): void {
  // An ended session's clean-ups must not evict: the atom-family entries are shared with the next session.
  if (get(sessionEndedAtom)) return;
  const holders = get(holdersAtom);
  for (const id of ids) {
    for (const each of [id, ...idsOf(get(postFamily(id))).slice(1)]) {
      const n = (holders.get(each) ?? 0) - 1;
      if (n > 0) {
        holders.set(each, n);
        continue;
      }
      holders.delete(each);
      get(unheldAtom).delete(each);
      evict(each);
    }
  }
}

export const retainPostsAtom = atom(null, (get, _set, ids: readonly string[]) => retainPosts(get, ids));
export const releasePostsAtom = atom(null, (get, _set, ids: readonly string[]) => releasePosts(get, ids));

/** How many lists hold a post (for tests and memory checks). */
export const holderCount = (get: Getter, id: string): number => get(holdersAtom).get(id) ?? 0;
