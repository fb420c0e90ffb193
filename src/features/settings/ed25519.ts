// The ed25519 verifier alone. Imported statically here (and this module dynamically, by verify-key-proof.ts), so
// the bundler keeps only what `ed25519.verify` needs: a dynamic import of the library's module would bring all of
// its exports (x25519, ristretto255, hash-to-curve) into the download.
import { ed25519 } from "@noble/curves/ed25519.js";

export const verifyEd25519 = (signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean =>
  ed25519.verify(signature, message, publicKey);
