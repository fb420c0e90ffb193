import { atom } from "jotai";
import { getDirectory } from "../../api/endpoints/account-lists";
import type { Account } from "../../api/types";
import { loadRelationshipsAtom, relationshipFamily } from "../../state/relationships";
import { apiAtom, currentUserAtom } from "../../state/session";

export const SUGGESTION_COUNT = 5;

/** A few recently active people from the directory whom the person does not follow yet (nor is). */
export const loadSuggestionsAtom = atom(null, async (get, set): Promise<Account[]> => {
  const me = get(currentUserAtom)?.id;
  const candidates = (await getDirectory(get(apiAtom), { order: "active", limit: 20 })).filter((a) => a.id !== me);
  await set(loadRelationshipsAtom, candidates.map((a) => a.id));
  return candidates
    .filter((a) => {
      const r = get(relationshipFamily(a.id));
      return r !== undefined && !r.following && !r.requested;
    })
    .slice(0, SUGGESTION_COUNT);
});
