// Changes to the signed-in user's relationships (state/relationships.ts holds them): each applies its change at
// once, sends it, adopts the answer or rolls back, and moves the counts it changes. Loaded with the controls that
// send them (a profile's buttons and menu, a post's menu, a group's follow button, the follow request and mute
// lists), not with every screen that shows relationships.
import { atom, type Getter, type Setter } from "jotai";
import {
  authorizeFollowRequest,
  followAccount,
  muteAccount,
  rejectFollowRequest,
  removeFromFollowers,
  unfollowAccount,
  unmuteAccount,
} from "../api/endpoints/relationship-changes";
import { getRelationships } from "../api/endpoints/accounts";
import type { Relationship } from "../api/types";
import { refreshQueryNamed } from "./query";
import {
  relationshipFamily,
  relationshipOverlayFamily,
  relationshipPendingFamily,
  serverRelationshipFamily,
  setRelationshipAtom,
  type RelationshipPatch,
} from "./relationships";
import { apiAtom } from "./session";

/** What each intent changes at once, before the server answers. */
export const transitions = {
  follow: (locked: boolean): RelationshipPatch => (locked ? { requested: true } : { following: true, requested: false }),
  unfollow: (): RelationshipPatch => ({ following: false, requested: false }),
  accept: (): RelationshipPatch => ({ requested_by: false, followed_by: true }),
  reject: (): RelationshipPatch => ({ requested_by: false }),
  showReblogs: (show: boolean): RelationshipPatch => ({ showing_reblogs: show }),
  showReplies: (show: boolean): RelationshipPatch => ({ showing_replies: show }),
  removeFromFollowers: (): RelationshipPatch => ({ followed_by: false }),
  mute: (muting: boolean): RelationshipPatch => ({ muting }),
};

/**
 * Adopts the server's answer to a follow request answered from a list, where the relationship may not be loaded:
 * the requester did not follow before, so an accepted request moves both accounts' counts.
 */
export const adoptRequestAnswerAtom = atom(null, (get, set, answer: Relationship) => {
  const before = { ...(get(serverRelationshipFamily(answer.id)) ?? answer), followed_by: false };
  return adoptChange(get, set, before, answer);
});

type Counts = typeof import("./account-counts");
let counts: Counts | null = null;
let loading: Promise<Counts | null> | null = null;
// The counts are extra: a chunk that fails to load leaves them as they were (and is tried again next time).
const loadCounts = () =>
  (loading ??= import("./account-counts").then(
    (m) => (counts = m),
    () => ((loading = null), null),
  ));

/**
 * Adopts a relationship an own action changed, and moves both accounts' counts on screen to match. The counting
 * code loads with the first change that moves a count, which keeps the account cache and queries out of the first
 * load of every page.
 */
async function adoptChange(get: Getter, set: Setter, before: Relationship, after: Relationship): Promise<void> {
  set(setRelationshipAtom, after);
  if (before.following === after.following && before.followed_by === after.followed_by) return;
  (counts ?? (await loadCounts()))?.adoptRelationshipCounts(get, set, before, after);
}

/**
 * guard → optimistic apply → request → adopt the answer; on failure the overlay goes and the error is rethrown
 * for the caller to show. Returns the server's relationship, or undefined when nothing was sent.
 */
async function mutate(
  get: Getter,
  set: Setter,
  accountId: string,
  patch: (current: Relationship) => RelationshipPatch,
  request: (current: Relationship) => Promise<Relationship>,
): Promise<Relationship | undefined> {
  const current = get(relationshipFamily(accountId));
  if (!current || get(relationshipPendingFamily(accountId))) return undefined;
  set(relationshipPendingFamily(accountId), true);
  set(relationshipOverlayFamily(accountId), patch(current));
  try {
    const answer = await request(current);
    await adoptChange(get, set, current, answer);
    return answer;
  } finally {
    set(relationshipOverlayFamily(accountId), null);
    set(relationshipPendingFamily(accountId), false);
  }
}

export const FOLLOW_REPOLL_MS = 5000;
export const FOLLOW_REPOLL_TIMES = 5;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

/**
 * Follow. A locked account answers with a request; the other side may accept it any time, so the relationship is
 * asked for again every 5 s, at most 5 times, until it says following. Abort the signal to stop asking.
 */
export const followAtom = atom(
  null,
  async (get, set, { accountId, locked, signal }: { accountId: string; locked: boolean; signal?: AbortSignal }) => {
    void loadCounts(); // while the request is on its way
    const answer = await mutate(get, set, accountId, () => transitions.follow(locked), () => followAccount(get(apiAtom), accountId));
    if (!answer || answer.following) return answer;
    for (let i = 0; i < FOLLOW_REPOLL_TIMES; i++) {
      await sleep(FOLLOW_REPOLL_MS, signal);
      if (signal?.aborted) break;
      const latest = await getRelationships(get(apiAtom), [accountId]).then(([r]) => r, () => undefined);
      // Accepted while we asked: the counts move as if the follow had been answered at once.
      if (latest) await adoptChange(get, set, get(serverRelationshipFamily(accountId)) ?? answer, latest);
      if (latest?.following || !(latest?.requested ?? true)) break;
    }
    return get(relationshipFamily(accountId));
  },
);

/** Unfollow, or cancel a pending follow request (the same call). */
export const unfollowAtom = atom(null, (get, set, accountId: string) =>
  mutate(get, set, accountId, transitions.unfollow, () => unfollowAccount(get(apiAtom), accountId)),
);

/** The follow requests list (features/relationships/account-list.ts), which the sidebar's count reads. */
const answered = (get: Getter, set: Setter) => void refreshQueryNamed(get, set, "relationship-list", "follow-requests");

export const acceptFollowRequestAtom = atom(null, (get, set, accountId: string) =>
  mutate(get, set, accountId, transitions.accept, () => authorizeFollowRequest(get(apiAtom), accountId)).finally(() => answered(get, set)),
);

export const rejectFollowRequestAtom = atom(null, (get, set, accountId: string) =>
  mutate(get, set, accountId, transitions.reject, () => rejectFollowRequest(get(apiAtom), accountId)).finally(() => answered(get, set)),
);

/** Show or hide a followed account's reposts in home; follow is sent again with the replies setting kept. */
export const setShowReblogsAtom = atom(null, (get, set, { accountId, show }: { accountId: string; show: boolean }) =>
  mutate(get, set, accountId, () => transitions.showReblogs(show), (current) =>
    followAccount(get(apiAtom), accountId, { reblogs: show, replies: current.showing_replies }),
  ),
);

export const setShowRepliesAtom = atom(null, (get, set, { accountId, show }: { accountId: string; show: boolean }) =>
  mutate(get, set, accountId, () => transitions.showReplies(show), (current) =>
    followAccount(get(apiAtom), accountId, { reblogs: current.showing_reblogs, replies: show }),
  ),
);

export const removeFromFollowersAtom = atom(null, (get, set, accountId: string) =>
  mutate(get, set, accountId, transitions.removeFromFollowers, () => removeFromFollowers(get(apiAtom), accountId)),
);

/** Mute or unmute; the relationship flips at once and rolls back if the server refuses (the error is rethrown). */
export const toggleMuteAtom = atom(null, (get, set, accountId: string) =>
  mutate(get, set, accountId, (current) => transitions.mute(!current.muting), (current) => {
    const api = get(apiAtom);
    return current.muting ? unmuteAccount(api, accountId) : muteAccount(api, accountId);
  }),
);
