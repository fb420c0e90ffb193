import { atom } from "jotai";
import { getThread } from "../../api/endpoints/statuses";
import type { Status } from "../../api/types";
import { contentBaseAtom, loadSanitizer, prepareContent } from "../../entities/content/content-cache";
import { releasePosts, retainPosts, upsertPostsAtom } from "../../state/posts";
import { loadRelationshipsAtom } from "../../state/relationships";
import { apiAtom, isAuthenticatedAtom, serverAtom } from "../../state/session";

/** Loads a whole thread into the post cache and holds its posts; returns the ids in display order. */
export const loadThreadAtom = atom(null, async (get, set, postId: string) => {
  const [posts] = await Promise.all([getThread(get(apiAtom), postId, get(serverAtom).thread), loadSanitizer()]);
  set(upsertPostsAtom, posts);
  await prepareContent(posts, get(contentBaseAtom));
  retainPosts(get, posts.map((p) => p.id));
  if (get(isAuthenticatedAtom)) {
    set(loadRelationshipsAtom, posts.map((p) => p.account.id)).catch((e: unknown) => console.error(e));
  }
  return posts.map((p) => p.id);
});

/** Adds a reply written in the thread to the cache and holds it. */
export const addReplyAtom = atom(null, (get, set, reply: Status) => {
  set(upsertPostsAtom, [reply]);
  void prepareContent([reply], get(contentBaseAtom));
  retainPosts(get, [reply.id]);
});

export const releaseThreadAtom = atom(null, (get, _set, ids: readonly string[]) => releasePosts(get, ids));

/** Inserts a reply right after its parent (or at the end when the parent is not in the thread). */
export function insertReply(ids: readonly string[], reply: Pick<Status, "id" | "in_reply_to_id">): string[] {
  const at = reply.in_reply_to_id ? ids.indexOf(reply.in_reply_to_id) : -1;
  if (at === -1) return [...ids, reply.id];
  return [...ids.slice(0, at + 1), reply.id, ...ids.slice(at + 1)];
}
