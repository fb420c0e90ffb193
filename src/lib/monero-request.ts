// The Monero payment-request code (reference: constants §6). Kept apart from monero.ts because it pulls in fflate:
// the subscription page imports this module lazily, only when an invoice shows its code.
import { gzipSync, strToU8 } from "fflate";

export const PAYMENT_REQUEST_PREFIX = "monero-request:1:";

function base64(bytes: Uint8Array): string {
  let binary = "";
  // In slices, so a long input never exceeds the argument limit of fromCharCode.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * `monero-request:1:` + base64 of the gzipped (level 9) JSON. mtime 0 keeps the header stable (XFL 2, OS 3, as
 * zlib and pako write it), so the same request always gives the same code.
 */
export function encodePaymentRequest(json: string): string {
  return PAYMENT_REQUEST_PREFIX + base64(gzipSync(strToU8(json), { level: 9, mtime: 0 }));
}
