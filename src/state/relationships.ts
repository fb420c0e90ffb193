// The signed-in user's relationship with each account. The server's copy and the optimistic changes live in
// separate atoms; readers see them merged, so a failed request only has to drop the overlay. The changes themselves
// (follow, mute, answer a request…) are in relationship-actions.ts, which loads with the controls that send them:
// every post screen reads relationships, few change one.
import { atom, type WritableAtom } from "jotai";
import { atomFamily } from "jotai-family";
import { startTransition } from "react";
import { getRelationships } from "../api/endpoints/accounts";
import type { Relationship } from "../api/types";
import { createReaderCount, forgetOldest, touch } from "./readers";
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

/** The relationship as people see it: server state plus pending changes. Writing sets the server's copy. */
export const relationshipFamily = sessionFamily(atomFamily((accountId: string) =>
  atom(
    (get) => applyRelationshipOverlay(get(serverRelationshipFamily(accountId)), get(relationshipOverlayFamily(accountId))),
    (_get, set, relationship: Relationship | undefined) => set(serverRelationshipFamily(accountId), relationship),
  ),
));

/** Adopts the server's answer: the account's relationship was answered, so it is recent again. */
export const setRelationshipAtom = atom(null, (_get, set, relationship: Relationship) => {
  seen(relationship.id);
  set(serverRelationshipFamily(relationship.id), relationship);
});

/**
 * Loads the relationships not yet known, in one request. `after`: the answer is stored only once it has settled too
 * (a feed's page being rendered: see timeline-state's adopt).
 */
export const loadRelationshipsAtom = atom(null, async (get, set, accountIds: readonly string[], after?: Promise<unknown>) => {
  // Those known already are recent again: their accounts are on the page being shown.
  const missing = [...new Set(accountIds)].filter((id) => (seen(id), get(serverRelationshipFamily(id)) === undefined));
  if (missing.length === 0) return;
  const [relationships] = await Promise.all([getRelationships(get(apiAtom), missing), after]);
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

type Changes = typeof import("./relationship-actions");

/** Starts loading the relationship changes (pointer or focus on a control that sends one); a failure waits for the press. */
export const preloadRelationshipChanges = () => void import("./relationship-actions").catch(() => undefined);

/**
 * One of the relationship changes (relationship-actions.ts), for a control that a screen shows at once (a profile's
 * follow button, a group's): their code loads when the first change is sent. Sent twice while it loads, the second
 * finds the first one pending and sends nothing.
 */
export function changeOnUse<Args extends unknown[], Result>(pick: (changes: Changes) => WritableAtom<null, Args, Result>) {
  return atom(null, async (_get, set, ...args: Args) => set(pick(await import("./relationship-actions")), ...args));
}
