// The random values of the authorization-code flow: `state` (ties the answer to the request this tab made) and
// the PKCE pair (RFC 7636): a code_verifier kept here and its S256 code_challenge sent to the server.

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** `size` random bytes as base64url: 32 bytes give 43 characters, the shortest verifier RFC 7636 allows. */
export function randomToken(size = 32, random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return base64url(random(new Uint8Array(size)));
}

/** The S256 challenge: base64url(SHA-256(verifier)), without padding. */
export async function codeChallenge(verifier: string): Promise<string> {
  const data = new TextEncoder().encode(verifier);
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return base64url(new Uint8Array(await subtle.digest("SHA-256", data)));
  // WebCrypto is missing outside secure contexts: the same hash from the bundled library.
  const { sha256 } = await import("./sha256");
  return base64url(sha256(data));
}
