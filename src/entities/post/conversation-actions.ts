// Following a conversation (notified of every reply) and a group moderator's removal of a post from the thread.
import { atom } from "jotai";
import { removeFromThread, setConversationTracking } from "../../api/endpoints/interactions";
import { errorMessage } from "../../state/errors";
import { LLAtom } from "../../state/i18n";
import { confirmAtom, showNoticeAtom } from "../../state/notices";
import { patchOverlayAtom } from "../../state/post-changes";
import { upsertPostsAtom } from "../../state/posts";
import { apiAtom } from "../../state/session";
import { perSession } from "../../state/store";
import "../../state/ns/extras";

/** Posts whose tracking change is on its way, in this session's store. */
const pendingAtom = perSession(() => new Set<string>());

/** Switches between following the post's conversation and the normal notifications; the answer is adopted. */
export const toggleConversationTrackingAtom = atom(null, async (get, set, id: string, following: boolean) => {
  const pending = get(pendingAtom);
  if (pending.has(id)) return;
  pending.add(id);
  const LL = get(LLAtom);
  try {
    const answer = await setConversationTracking(get(apiAtom), id, following ? "normal" : "follow");
    set(upsertPostsAtom, [answer]);
    set(showNoticeAtom, { message: following ? LL.extras.tracking.unfollowed() : LL.extras.tracking.followed() });
  } catch (error) {
    set(showNoticeAtom, { message: errorMessage(LL, error), kind: "error" });
  } finally {
    pending.delete(id);
  }
});

/** Removes a post from a group's thread after confirmation; hidden at once, back on failure. */
export const removeFromGroupAtom = atom(null, async (get, set, id: string) => {
  const LL = get(LLAtom);
  const words = LL.extras.tracking;
  if (!(await set(confirmAtom, { message: words.confirmRemove(), confirmLabel: words.removeFromGroup() }))) return false;
  set(patchOverlayAtom, id, { deleted: true });
  try {
    await removeFromThread(get(apiAtom), id);
  } catch (error) {
    set(patchOverlayAtom, id, { deleted: undefined });
    set(showNoticeAtom, { message: errorMessage(LL, error), kind: "error" });
    return false;
  }
  // The feeds' state travels with the timelines' code: fetched here rather than with every post's actions, so a
  // screen without a feed (a thread, the notifications) downloads it only when a post is removed.
  void import("../timeline/timeline-state").then((m) => set(m.removeFromFeedsAtom, id), console.error);
  set(showNoticeAtom, { message: words.removed() });
  return true;
});
