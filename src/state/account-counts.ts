// Counts that follow the person's own confirmed actions: a follow, an unfollow or a removed follower moves both
// accounts' follower and following counts in the account cache, so every card and profile shows it at once. The
// next copy the server sends replaces the figures with its own.
import type { Getter, Setter } from "jotai";
import type { Relationship } from "../api/types";
import { accountFamily } from "./account-cache";
import { currentUserAtom } from "./session";

export type AccountCounts = Partial<Record<"followers_count" | "following_count" | "statuses_count", number>>;

/**
 * Moves an account's counts by the given amounts (an own action the server confirmed: a follow, a new post), so
 * every card and profile on screen shows it before the account is loaded again. An account not cached is left.
 */
export function adjustAccountCounts(get: Getter, set: Setter, accountId: string, change: AccountCounts): void {
  const account = get(accountFamily(accountId));
  if (!account) return;
  const next = { ...account };
  for (const [field, delta] of Object.entries(change) as [keyof AccountCounts, number][]) {
    next[field] = Math.max(0, (account[field] ?? 0) + delta);
  }
  set(accountFamily(accountId), next);
}

/**
 * A post of the author's published (+1) or deleted (-1): their profile counts it at once, as the server does; my own
 * profile shows my session's copy, which moves too.
 */
export function adjustPostCount(get: Getter, set: Setter, authorId: string, delta: 1 | -1): void {
  adjustAccountCounts(get, set, authorId, { statuses_count: delta });
  const me = get(currentUserAtom);
  if (me?.id === authorId) set(currentUserAtom, { ...me, statuses_count: Math.max(0, me.statuses_count + delta) });
}

const flip = (before: boolean, after: boolean) => (before === after ? 0 : after ? 1 : -1);

/**
 * How a confirmed change moves the counts: following someone adds one to their followers and to my following;
 * removing someone from my followers takes one from my followers and from their following.
 */
export function countChanges(before: Relationship, after: Relationship) {
  const following = flip(before.following, after.following);
  const followedBy = flip(before.followed_by, after.followed_by);
  return {
    theirs: { followers_count: following, following_count: followedBy },
    mine: { followers_count: followedBy, following_count: following },
  };
}

/**
 * Moves the other account's and the signed-in account's counts for a relationship change; my session's copy moves
 * too, which the settings' export rows count from.
 */
export function adoptRelationshipCounts(get: Getter, set: Setter, before: Relationship, after: Relationship): void {
  const { theirs, mine } = countChanges(before, after);
  adjustAccountCounts(get, set, after.id, theirs);
  const me = get(currentUserAtom);
  if (!me || me.id === after.id) return;
  adjustAccountCounts(get, set, me.id, mine);
  if (mine.followers_count || mine.following_count) {
    const followers_count = Math.max(0, me.followers_count + mine.followers_count);
    set(currentUserAtom, { ...me, followers_count, following_count: Math.max(0, me.following_count + mine.following_count) });
  }
}
