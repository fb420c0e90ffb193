import { atom } from "jotai";
import { setRelationshipAtom } from "../../state/relationships";
import { apiAtom } from "../../state/session";

/** Accepts or rejects a follow request; the answer updates the cached relationship and counts that profiles show. */
export const answerFollowRequestAtom = atom(null, async (get, set, { accountId, accept }: { accountId: string; accept: boolean }) => {
  // The relationship changes and their endpoints load with the first answer sent.
  const [{ authorizeFollowRequest, rejectFollowRequest }, { adoptRequestAnswerAtom }] = await Promise.all([
    import("../../api/endpoints/relationship-changes"),
    import("../../state/relationship-actions"),
  ]);
  const api = get(apiAtom);
  const relationship = await (accept ? authorizeFollowRequest(api, accountId) : rejectFollowRequest(api, accountId));
  await set(adoptRequestAnswerAtom, relationship);
  return relationship;
});

/** Unmutes a listed account; the answer updates the cached relationship that profiles and posts show. */
export const unmuteListedAtom = atom(null, async (get, set, accountId: string) => {
  const { unmuteAccount } = await import("../../api/endpoints/relationship-changes");
  const relationship = await unmuteAccount(get(apiAtom), accountId);
  set(setRelationshipAtom, relationship);
  return relationship;
});
