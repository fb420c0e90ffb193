// Every post action has one shape: guard → optimistic change in the overlay → request → adopt the server's
// answer → on failure roll back and say why. Rapid toggles share a queue so only the final intent is sent.
import { atom, type Getter, type Setter } from "jotai";
import { ApiError, type Api } from "../../api/client";
import { adminDeletePost } from "../../api/endpoints/admin";
import { votePoll } from "../../api/endpoints/polls";
import {
  bookmark,
  deleteStatus,
  favourite,
  loadConversation,
  makePermanent,
  pin,
  reblog,
  setReaction,
  unbookmark,
  unfavourite,
  unpin,
  unreblog,
} from "../../api/endpoints/status-actions";
import type { Status } from "../../api/types";
import { adjustPostCount } from "../../state/account-counts";
import { configAtom } from "../../state/config";
import { errorMessage } from "../../state/errors";
import { LLAtom } from "../../state/i18n";
import { confirmAtom, showNoticeAtom } from "../../state/notices";
import { createToggleQueue, forgetDeletedReplyAtom, patchOverlayAtom, patchReactionOverlayAtom } from "../../state/post-changes";
import { mergePost, overlayFamily, postFamily, upsertPostsAtom } from "../../state/posts";
import { toggleMuteAtom } from "../../state/relationship-actions";
import { apiAtom, serverAtom } from "../../state/session";
import { perSession } from "../../state/store";
import { repostVisibility } from "./post-permissions";
import "../../state/ns/post";
import "../../state/ns/postTools";

export const REBLOG_NULL = "reblog property is null";

// Per session: a queue left over from a previous person must not hold back or answer this one's toggles.
const togglesAtom = perSession(() => createToggleQueue<Status>());

function fail(get: Getter, set: Setter, error: unknown): void {
  console.error(error);
  set(showNoticeAtom, { message: errorMessage(get(LLAtom), error), kind: "error" });
}

type Flag = "favourited" | "reblogged" | "bookmarked" | "pinned";

function flagAction(flag: Flag, send: (get: Getter, api: Api, id: string, on: boolean) => Promise<Status>) {
  return atom(null, async (get, set, id: string) => {
    const server = get(postFamily(id));
    if (!server) return;
    const wanted = !mergePost(server, get(overlayFamily(id)))[flag];
    set(patchOverlayAtom, id, { [flag]: wanted });
    try {
      const answer = await get(togglesAtom).set(`${flag}:${id}`, wanted, server[flag], (on) => send(get, get(apiAtom), id, on));
      if (answer) set(upsertPostsAtom, [answer]);
    } catch (error) {
      fail(get, set, error);
    } finally {
      set(patchOverlayAtom, id, { [flag]: undefined });
    }
  });
}

export const toggleFavouriteAtom = flagAction("favourited", (_get, api, id, on) => (on ? favourite(api, id) : unfavourite(api, id)));
export const toggleBookmarkAtom = flagAction("bookmarked", (_get, api, id, on) => (on ? bookmark(api, id) : unbookmark(api, id)));
export const togglePinAtom = flagAction("pinned", (_get, api, id, on) => (on ? pin(api, id) : unpin(api, id)));

/** Reposting answers the repost wrapper; the post to adopt is its `reblog`. */
export async function sendRepost(api: Api, id: string, on: boolean, visibility: "public" | "private"): Promise<Status> {
  if (!on) return unreblog(api, id);
  const wrapper = await reblog(api, id, visibility);
  if (!wrapper.reblog) throw new ApiError(200, REBLOG_NULL);
  return wrapper.reblog;
}

export const toggleRepostAtom = flagAction("reblogged", (get, api, id, on) =>
  sendRepost(api, id, on, repostVisibility(get(configAtom))),
);

/** Toggles my reaction with one emoji: a unicode character, or a custom emoji as "name" or ":name:". */
export const toggleReactionAtom = atom(null, async (get, set, id: string, emoji: string) => {
  const server = get(postFamily(id));
  const via = get(serverAtom).reactions;
  if (!server || !via) return;
  const custom = /^:[^:]+:$/.test(emoji) || server.pleroma.emoji_reactions.some((r) => r.name === emoji && r.url);
  const name = emoji.replace(/^:|:$/g, "");
  const content = custom ? `:${name}:` : name;
  const mine = (p: Status) => p.pleroma.emoji_reactions.some((r) => r.name === name && r.me);
  const wanted = !mine(mergePost(server, get(overlayFamily(id))));
  set(patchReactionOverlayAtom, id, name, wanted);
  try {
    const answer = await get(togglesAtom).set(`react:${id}:${name}`, wanted, mine(server), (on) =>
      setReaction(get(apiAtom), via, id, via === "fork" ? name : content, on),
    );
    if (answer) set(upsertPostsAtom, [answer]);
  } catch (error) {
    fail(get, set, error);
  } finally {
    set(patchReactionOverlayAtom, id, name, undefined);
  }
});

async function removePost(get: Getter, set: Setter, id: string, send: () => Promise<unknown>): Promise<boolean> {
  const post = get(postFamily(id));
  set(patchOverlayAtom, id, { deleted: true });
  try {
    await send();
  } catch (error) {
    set(patchOverlayAtom, id, { deleted: undefined });
    fail(get, set, error);
    return false;
  }
  // The feeds' state travels with the timelines' code: fetched here rather than with every post's actions, so a
  // screen without a feed (a thread, the notifications) downloads it only when a post is removed.
  void import("../timeline/timeline-state").then((m) => set(m.removeFromFeedsAtom, id), console.error);
  if (post) {
    set(forgetDeletedReplyAtom, post);
    adjustPostCount(get, set, post.account.id, -1);
  }
  set(showNoticeAtom, { message: get(LLAtom).postTools.deleted() });
  return true;
}

export const deletePostAtom = atom(null, async (get, set, id: string) => {
  const LL = get(LLAtom);
  if (!(await set(confirmAtom, { message: LL.postTools.confirmDelete(), confirmLabel: LL.postTools.deletePost() }))) return false;
  return removePost(get, set, id, () => deleteStatus(get(apiAtom), id));
});

export const adminDeletePostAtom = atom(null, async (get, set, id: string, handle: string) => {
  const LL = get(LLAtom);
  if (!(await set(confirmAtom, { message: LL.postTools.confirmAdminDelete({ handle }), confirmLabel: LL.postTools.adminDelete() }))) {
    return false;
  }
  return removePost(get, set, id, () => adminDeletePost(get(apiAtom), id));
});

export const muteAuthorAtom = atom(null, async (get, set, accountId: string, handle: string, muting: boolean) => {
  try {
    await set(toggleMuteAtom, accountId);
    const LL = get(LLAtom);
    set(showNoticeAtom, { message: muting ? LL.postTools.unmuted({ handle }) : LL.postTools.muted({ handle }) });
  } catch (error) {
    fail(get, set, error);
  }
});

/** Saves the post to IPFS once; the answer carries ipfs_cid. */
export const saveToIpfsAtom = atom(null, async (get, set, id: string) => {
  try {
    set(upsertPostsAtom, [await makePermanent(get(apiAtom), id)]);
  } catch (error) {
    fail(get, set, error);
  }
});

/** Admin: the reload hint comes first, then the server fetches the replies in the background. */
export const loadRepliesAtom = atom(null, async (get, set, id: string) => {
  set(showNoticeAtom, { message: get(LLAtom).postTools.reloadHint() });
  try {
    await loadConversation(get(apiAtom), id);
  } catch (error) {
    fail(get, set, error);
  }
});

/** Votes with option indexes; the poll is replaced by the server's answer. */
export const votePollAtom = atom(null, async (get, set, id: string, choices: number[]) => {
  const post = get(postFamily(id));
  if (!post?.poll || choices.length === 0) return;
  try {
    const poll = await votePoll(get(apiAtom), post.poll.id, choices);
    const latest = get(postFamily(id)) ?? post;
    set(upsertPostsAtom, [{ ...latest, poll }]);
  } catch (error) {
    fail(get, set, error);
  }
});

export const copyTextAtom = atom(null, async (get, set, text: string, done: string) => {
  try {
    await navigator.clipboard.writeText(text);
    set(showNoticeAtom, { message: done });
  } catch {
    set(showNoticeAtom, { message: get(LLAtom).postTools.copyFailed(), kind: "error" });
  }
});

