// Opaque ids for the Mastodon flavour. The demo keeps UUIDs (posts, accounts, media) and integers
// (notifications) inside; outside, every id is a 26-character Crockford base32 string (the look of a ULID), so a
// client that parses, compares or validates ids as numbers or UUIDs fails here as it would on such a server.
// Ids do not even sort like the items they name (the Mastodon API promises no order): the 128-bit number is
// multiplied by an odd constant modulo 2^128, a bijection, so no table is needed. An integer n is first marked as
// 0xFFFFFFFFFFFFFFFF << 64 | n, which no UUID starts with.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const OPAQUE_RE = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT_RE = /^\d{1,15}$/;
const INT_MARK = 0xffffffffffffffffn << 64n;
const MASK = (1n << 128n) - 1n;
const SCRAMBLE = 0x9e3779b97f4a7c15f39cc0605cedc835n;
/** The inverse of SCRAMBLE modulo 2^128 (Newton's iteration doubles the correct low bits each round). */
const UNSCRAMBLE = (() => {
  let inverse = SCRAMBLE;
  for (let i = 0; i < 7; i++) inverse = (inverse * (2n - SCRAMBLE * inverse)) & MASK;
  return inverse;
})();

function toBase32(plain: bigint): string {
  let value = (plain * SCRAMBLE) & MASK;
  let out = "";
  for (let i = 0; i < 26; i++) {
    out = ALPHABET[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}

function fromBase32(text: string): bigint {
  let value = 0n;
  for (const char of text) value = (value << 5n) | BigInt(ALPHABET.indexOf(char));
  return (value * UNSCRAMBLE) & MASK;
}

/** The outside id for an inside one; anything that is neither a UUID nor an integer stays as it is. */
export function encodeId(inside: string | number): string {
  const text = String(inside);
  if (UUID_RE.test(text)) return toBase32(BigInt(`0x${text.replace(/-/g, "")}`));
  if (INT_RE.test(text)) return toBase32(INT_MARK | BigInt(text));
  return text;
}

export function isOpaqueId(text: string): boolean {
  return OPAQUE_RE.test(text);
}

/** The inside id for an outside one; other text is returned unchanged. */
export function decodeId(outside: string): string {
  if (!isOpaqueId(outside)) return outside;
  const value = fromBase32(outside);
  if (value >> 64n === INT_MARK >> 64n) return String(value & 0xffffffffffffffffn);
  const hex = value.toString(16).padStart(32, "0");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Decodes every opaque id among the strings of a parsed body (nested objects and arrays included). */
export function decodeDeep(value: unknown): unknown {
  if (typeof value === "string") return decodeId(value);
  if (Array.isArray(value)) return value.map(decodeDeep);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodeDeep(v)]));
  }
  return value;
}
