// Removing a linked identity (DELETE /api/v1/accounts/identity_proof takes the proof's DID).
import { atom } from "jotai";
import { deleteIdentityProof } from "../../api/endpoints/account-extras";
import type { Field } from "../../api/types";
import { apiAtom } from "../../state/session";
import { updateCurrentUserAtom } from "../../state/account-cache";

/**
 * The DID behind a profile's identity-proof field: the server shows an Ethereum proof as "$ETH" with the address,
 * a key proof with the did:key itself. Null when neither applies.
 */
export function proofDid(field: Pick<Field, "name" | "value">): string | null {
  const value = field.value.trim();
  if (field.name === "$ETH" && /^0x[0-9a-fA-F]{40}$/.test(value)) return `did:pkh:eip155:1:${value.toLowerCase()}`;
  return /^did:[a-z0-9]+:\S+$/.test(value) ? value : null;
}

export const removeIdentityAtom = atom(null, async (get, set, did: string) => {
  set(updateCurrentUserAtom, await deleteIdentityProof(get(apiAtom), did));
});
