import { atom, type Getter, type Setter } from "jotai";
import { getThread } from "../../api/endpoints/statuses";
import type { Status } from "../../api/types";
import { contentBaseAtom, loadSanitizer, prepareContent } from "../../entities/content/content-cache";
import { cardPartsFor, cardsWithin } from "../../entities/post/card-parts";
import { releasePosts, retainPosts, upsertPostsAtom } from "../../state/posts";
import { defineQuery, forgetQuery, parseList, STALE_AFTER } from "../../state/query";
import { loadRelationshipsAtom } from "../../state/relationships";
import { apiAtom, isAuthenticatedAtom, serverAtom } from "../../state/session";
import { perSession } from "../../state/store";

/** A thread as the view lists it: its posts in display order (the view reads each post's latest copy by id). */
export type ThreadPosts = Pick<Status, "id" | "in_reply_to_id">[];

/** How many threads keep their posts in the cache, so going back to one of them shows it at once. */
export const KEPT_THREADS = 5;

/** The threads whose posts this session holds, by the post they were opened at, least recently loaded first. */
const heldThreadsAtom = perSession(() => new Map<string, string[]>());

/** Holds a thread's posts; the previous copy of it, and the oldest thread beyond KEPT_THREADS, let go of theirs. */
function holdThread(get: Getter, set: Setter, postId: string, ids: string[]): void {
  const held = get(heldThreadsAtom);
  const before = held.get(postId);
  retainPosts(get, ids);
  held.delete(postId);
  held.set(postId, ids);
  if (before) releasePosts(get, before);
  for (const [key, old] of held) {
    if (held.size <= KEPT_THREADS) break;
    held.delete(key);
    releasePosts(get, old);
    // Its posts may be gone from the cache now: a later visit loads it again, and its entry goes too.
    forgetQuery(get, set, threadQuery, key);
  }
}

/** The posts of a thread the view may show as it opens at `postId`: those above it, itself, and a screen of replies. */
export function shownFirst<T extends { id: string }>(posts: readonly T[], postId: string, screen = globalThis.innerHeight ?? Infinity): T[] {
  const at = posts.findIndex((p) => p.id === postId);
  return at < 0 ? [...posts] : posts.slice(0, at + 1 + cardsWithin(screen));
}

/** A whole thread, with its posts' content and card parts prepared before it shows; its posts go into the post cache. */
export const threadQuery = defineQuery<string, ThreadPosts>({
  name: "thread",
  key: (postId) => postId,
  load: async (get, postId) => {
    const [posts] = await Promise.all([getThread(get(apiAtom), postId, get(serverAtom).thread), loadSanitizer()]);
    // The card parts (LongContent, a poll, quoted posts) of the post it opens at, of the posts above it and of a screen
    // of posts below come with it: the view opens at that post, whole. Other cards load theirs as they near the screen.
    await Promise.all([prepareContent(posts, get(contentBaseAtom)), cardPartsFor(shownFirst(posts, postId))]);
    return posts;
  },
  parse: (raw) => parseList<Status>(raw),
  staleAfter: STALE_AFTER.short,
  adopt: (get, set, posts, postId) => {
    set(upsertPostsAtom, posts as Status[]);
    holdThread(get, set, postId, posts.map((p) => p.id));
    if (get(isAuthenticatedAtom)) {
      set(loadRelationshipsAtom, (posts as Status[]).map((p) => p.account.id)).catch((e: unknown) => console.error(e));
    }
  },
});

/** A reply to `parentId` written in the thread opened at `threadId`: cached, held with the thread, listed after its parent. */
export const addReplyAtom = atom(null, (get, set, threadId: string, parentId: string, reply: Status) => {
  set(upsertPostsAtom, [reply]);
  void prepareContent([reply], get(contentBaseAtom));
  const held = get(heldThreadsAtom);
  const ids = held.get(threadId);
  if (ids) {
    retainPosts(get, [reply.id]);
    held.set(threadId, [...ids, reply.id]);
  }
  set(threadQuery.updateAtom, threadId, (posts) => posts && insertReply(posts, { id: reply.id, in_reply_to_id: parentId }));
});

/** Inserts a reply right after its parent (or at the end when the parent is not in the thread). */
export function insertReply<T extends Pick<Status, "id" | "in_reply_to_id">>(posts: readonly T[], reply: T): T[] {
  const at = reply.in_reply_to_id ? posts.findIndex((p) => p.id === reply.in_reply_to_id) : -1;
  if (at === -1) return [...posts, reply];
  return [...posts.slice(0, at + 1), reply, ...posts.slice(at + 1)];
}
