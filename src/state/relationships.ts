import { atom } from "jotai";
import { atomFamily } from "jotai-family";
import { getRelationships, muteAccount, unmuteAccount } from "../api/endpoints/accounts";
import type { Relationship } from "../api/types";
import { apiAtom } from "./session";

/** The signed-in user's relationship with each account, by account id; undefined until loaded. */
export const relationshipFamily = atomFamily((_accountId: string) => atom<Relationship | undefined>(undefined));

export const setRelationshipAtom = atom(null, (_get, set, relationship: Relationship) => {
  set(relationshipFamily(relationship.id), relationship);
});

/** Loads the relationships not yet known, in one request. */
export const loadRelationshipsAtom = atom(null, async (get, set, accountIds: readonly string[]) => {
  const missing = [...new Set(accountIds)].filter((id) => get(relationshipFamily(id)) === undefined);
  if (missing.length === 0) return;
  for (const relationship of await getRelationships(get(apiAtom), missing)) set(setRelationshipAtom, relationship);
});

/** Mute or unmute; the relationship flips at once and rolls back if the server refuses. */
export const toggleMuteAtom = atom(null, async (get, set, accountId: string) => {
  const family = relationshipFamily(accountId);
  const before = get(family);
  if (!before) return;
  set(family, { ...before, muting: !before.muting });
  try {
    const api = get(apiAtom);
    set(family, await (before.muting ? unmuteAccount(api, accountId) : muteAccount(api, accountId)));
  } catch (error) {
    set(family, before);
    throw error;
  }
});
