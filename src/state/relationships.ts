// The signed-in user's relationship with each account. The server's copy and the optimistic changes live in
// separate atoms; readers see them merged, so a failed request only has to drop the overlay.
import { atom, type Getter, type Setter } from "jotai";
import { atomFamily } from "jotai-family";
import { startTransition } from "react";
import {
  authorizeFollowRequest,
  followAccount,
  getRelationships,
  muteAccount,
  rejectFollowRequest,
  removeFromFollowers,
  unfollowAccount,
  unmuteAccount,
} from "../api/endpoints/accounts";
import type { Relationship } from "../api/types";
import { createReaderCount, forgetOldest, touch } from "./readers";
import { refreshQueryNamed } from "./query";
import { apiAtom } from "./session";
import { forgetOnNewSession, sessionFamily } from "./store";

export type RelationshipPatch = Partial<Omit<Relationship, "id">>;

/**
 * How many accounts' relationships stay cached beyond those on screen: a long session keeps the recent ones (several
 * feeds' authors) only. One let go is asked again with the next page, thread or list that shows its account.
 */
export const KEPT_RELATIONSHIPS = 1000;

/** Which relationships a card, profile or button on screen reads now, by account id. */
const onScreen = createReaderCount();
/** The account ids with relationship atoms, least recently asked for or answered first; as long-lived as the families. */
const recent = new Set<string>();
forgetOnNewSession(() => recent.clear());

/** The account's relationship was asked for or answered: the least recent beyond KEPT_RELATIONSHIPS not on screen go. */
function seen(accountId: string): void {
  touch(recent, accountId);
  forgetOldest(recent, KEPT_RELATIONSHIPS, (id) => id === accountId || onScreen.read(id), (id) => {
    for (const family of [relationshipFamily, serverRelationshipFamily, relationshipOverlayFamily, relationshipPendingFamily]) family.remove(id);
  });
}

/** The server's answer, as last seen. */
export const serverRelationshipFamily = sessionFamily(
  atomFamily((accountId: string) => {
    seen(accountId);
    return onScreen.counted(accountId, atom<Relationship | undefined>(undefined));
  }),
);
/** Changes applied before the server confirms them. */
export const relationshipOverlayFamily = sessionFamily(atomFamily((_accountId: string) => atom<RelationshipPatch | null>(null)));
/** True while a change to this relationship is on its way; further changes wait (nothing is sent twice). */
export const relationshipPendingFamily = sessionFamily(atomFamily((accountId: string) => onScreen.counted(accountId, atom(false))));

/** The one merge of server state and optimistic changes. */
export function applyRelationshipOverlay(
  server: Relationship | undefined,
  overlay: RelationshipPatch | null,
): Relationship | undefined {
  return server && overlay ? { ...server, ...overlay } : server;
}

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

/** The relationship as people see it: server state plus pending changes. Writing sets the server's copy. */
export const relationshipFamily = sessionFamily(atomFamily((accountId: string) =>
  atom(
    (get) => applyRelationshipOverlay(get(serverRelationshipFamily(accountId)), get(relationshipOverlayFamily(accountId))),
    (_get, set, relationship: Relationship | undefined) => set(serverRelationshipFamily(accountId), relationship),
  ),
));

export const setRelationshipAtom = atom(null, (_get, set, relationship: Relationship) => {
  seen(relationship.id);
  set(serverRelationshipFamily(relationship.id), relationship);
});

/**
 * Adopts the server's answer to a follow request answered from a list, where the relationship may not be loaded:
 * the requester did not follow before, so an accepted request moves both accounts' counts.
 */
export const adoptRequestAnswerAtom = atom(null, (get, set, answer: Relationship) => {
  seen(answer.id);
  const before = { ...(get(serverRelationshipFamily(answer.id)) ?? answer), followed_by: false };
  return adoptChange(get, set, before, answer);
});

/** Loads the relationships not yet known, in one request. */
export const loadRelationshipsAtom = atom(null, async (get, set, accountIds: readonly string[]) => {
  // Those known already are recent again: their accounts are on the page being shown.
  const missing = [...new Set(accountIds)].filter((id) => (seen(id), get(serverRelationshipFamily(id)) === undefined));
  if (missing.length === 0) return;
  const relationships = await getRelationships(get(apiAtom), missing);
  // A page's relationships render each card again (by its author): as a transition, in slices that give the main
  // thread back, not as one long task.
  startTransition(() => {
    for (const relationship of relationships) set(setRelationshipAtom, relationship);
  });
});

/** Fetches one relationship again, known or not. */
export const refreshRelationshipAtom = atom(null, async (get, set, accountId: string) => {
  const [relationship] = await getRelationships(get(apiAtom), [accountId]);
  if (relationship) set(setRelationshipAtom, relationship);
  return relationship;
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
  set(serverRelationshipFamily(after.id), after);
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
