// Identity proofs: the claim to sign, a minisign key's proof and an Ethereum wallet's.
import { atom } from "jotai";
import { ApiError } from "../../api/client";
import { createIdentityProof, getIdentityClaim, getIdentityClaimLegacy } from "../../api/endpoints/account-settings";
import { versionAtLeast } from "../../api/server";
import type { IdentityClaim, ProofType } from "../../api/types";
import { apiAtom, serverAtom } from "../../state/session";
import { updateCurrentUserAtom } from "../../state/account-cache";
import { claimMeaning, type ClaimMeaning } from "./claim-meaning";
import { parseSignature, type ParsedKey } from "./key-proof";

/**
 * The claim to sign. Mitra named it GET identity_claim in 4.16 (GET identity_proof, the old name, was removed in
 * 5.0): an older Mitra is asked at the old path, and a server that names no version and answers 404 at the current
 * path is asked there too.
 */
export const identityClaimAtom = atom(null, async (get, _set, { proofType, signer }: { proofType: ProofType; signer: string }): Promise<IdentityClaim> => {
  const api = get(apiAtom);
  const server = get(serverAtom);
  if (server.mitra && server.version !== null && !versionAtLeast(server.version, "4.16")) return getIdentityClaimLegacy(api, proofType, signer);
  try {
    return await getIdentityClaim(api, proofType, signer);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && server.version === null) return getIdentityClaimLegacy(api, proofType, signer);
    throw error;
  }
});

export const keyClaimAtom = atom(null, (_get, set, key: ParsedKey): Promise<IdentityClaim> =>
  set(identityClaimAtom, { proofType: "minisign-unhashed", signer: key.line }),
);

export type KeyProofResult = "linked" | "invalid" | "prehashed" | "mismatch";

/** Verifies the signature against the key in the browser first, so a wrong paste is explained, not just refused. */
export const submitKeyProofAtom = atom(
  null,
  async (get, set, input: { key: ParsedKey; claim: IdentityClaim; signature: string }): Promise<KeyProofResult> => {
    const signature = parseSignature(input.signature);
    if (!signature) return "invalid";
    if (signature.prehashed) return "prehashed";
    const { verifyKeyProof } = await import("./verify-key-proof");
    if (!(await verifyKeyProof(input.key, signature, input.claim.claim))) return "mismatch";
    const user = await createIdentityProof(get(apiAtom), {
      proof_type: "minisign-unhashed",
      did: input.claim.did,
      signature: signature.line,
      created_at: input.claim.created_at,
    });
    set(updateCurrentUserAtom, user);
    return "linked";
  },
);

export type EthereumLinkResult = "linked" | "noWallet" | "cancelled" | "unreadable";

/**
 * Signs the server's claim with the browser wallet (EIP-191); a declined request cancels silently. The claim is
 * read first and shown in plain words (`confirmClaim`); one this client cannot read is not signed at all.
 */
export const linkEthereumAtom = atom(null, async (get, set, confirmClaim: (meaning: ClaimMeaning) => Promise<boolean>): Promise<EthereumLinkResult> => {
  const wallet = await import("../../lib/wallet");
  if (!window.ethereum) return "noWallet";
  let address: string;
  try {
    address = await wallet.requestAccount();
  } catch (error) {
    if (error instanceof wallet.WalletNotFoundError) return "cancelled";
    throw error;
  }
  const api = get(apiAtom);
  const claim = await set(identityClaimAtom, { proofType: "ethereum", signer: address });
  const meaning = claimMeaning(claim, address);
  if (!meaning) return "unreadable";
  if (!(await confirmClaim(meaning))) return "cancelled";
  const signature = await wallet.personalSign(address, claim.claim);
  if (signature === null) return "cancelled";
  const user = await createIdentityProof(api, {
    proof_type: "ethereum",
    did: claim.did,
    signature: signature.replace(/^0x/i, ""),
    created_at: claim.created_at,
  });
  set(updateCurrentUserAtom, user);
  return "linked";
});
