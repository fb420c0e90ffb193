// What an identity claim from the server says, read before the wallet is asked to sign it, so that a person
// signs a statement they have seen in plain words and a server cannot slip in another one.
import type { IdentityClaim } from "../../api/types";

export interface ClaimMeaning {
  /** The actor (account) the statement is about. */
  account: string;
  /** The DID it links to the account. */
  did: string;
  /** The address inside the DID (did:pkh:eip155:1:0x… → 0x…). */
  address: string;
}

const sameKeys = (value: object, keys: string[]) => {
  const own = Object.keys(value).sort();
  return own.length === keys.length && own.every((k, i) => k === [...keys].sort()[i]);
};
const plain = (value: unknown): value is string => typeof value === "string" && value !== "" && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value);

/**
 * The two statements Mitra asks to sign: {"id": actor, "ownerOf": did} and FEP-c390's
 * {"alsoKnownAs": actor, "subject": did, "type": "VerifiableIdentityStatement"}. Null for anything else, for a DID
 * other than the claim's own, or (with `signer`) one that does not name the signer's address.
 */
export function claimMeaning(claim: Pick<IdentityClaim, "claim" | "did">, signer?: string): ClaimMeaning | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(claim.claim);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const o = parsed as Record<string, unknown>;
  let account: unknown;
  let did: unknown;
  if (sameKeys(o, ["id", "ownerOf"])) [account, did] = [o.id, o.ownerOf];
  else if (sameKeys(o, ["alsoKnownAs", "subject", "type"]) && o.type === "VerifiableIdentityStatement") [account, did] = [o.alsoKnownAs, o.subject];
  if (!plain(account) || !plain(did) || did !== claim.did) return null;
  const address = did.split(":").pop()!;
  if (signer !== undefined && address.toLowerCase() !== signer.toLowerCase()) return null;
  return { account, did, address };
}
