// Checks a minisign-unhashed identity proof in the browser before it is sent. The ed25519 code is imported
// only here, dynamically, so it is downloaded when someone submits a signature and never in a first load.
import { hexToBytes, type ParsedKey, type ParsedSignature } from "./key-proof";

/** True when the signature was made over the claim's bytes with this key. */
export async function verifyKeyProof(key: ParsedKey, signature: ParsedSignature, claimHex: string): Promise<boolean> {
  const message = hexToBytes(claimHex);
  if (!message || signature.prehashed) return false;
  const { verifyEd25519 } = await import("./ed25519");
  try {
    return verifyEd25519(signature.signature, message, key.publicKey);
  } catch {
    return false;
  }
}
