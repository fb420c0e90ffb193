// Key formats of the "link cryptographic key" flow, without any crypto library (that loads lazily, see
// verify-key-proof.ts). minisign and signify share the formats: a comment line, then base64 of
// algorithm (2 bytes, "Ed") ‖ key id (8) ‖ ed25519 public key (32) or signature (64).

export type SigningTool = "minisign" | "signify";

export interface ParsedKey {
  /** The base64 line, which is what the server is sent as `signer`. */
  line: string;
  keyId: Uint8Array;
  publicKey: Uint8Array;
}

export interface ParsedSignature {
  line: string;
  keyId: Uint8Array;
  signature: Uint8Array;
  /** minisign's default "ED" signatures sign a BLAKE2b hash of the message, which this proof type does not use. */
  prehashed: boolean;
}

/** A leading 0x (any case) removed, after trimming. */
export const stripHexPrefix = (text: string): string => text.trim().replace(/^0x/i, "");

function decodeBase64(line: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(line) || line.length % 4 !== 0) return null;
  try {
    return Uint8Array.from(atob(line), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The first line that is not a comment: the payload of a key or signature file (or of a pasted line). */
function payloadLine(text: string): string | null {
  const line = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => l !== "" && !/^(untrusted|trusted) comment:/.test(l));
  return line ?? null;
}

export function parsePublicKey(text: string): ParsedKey | null {
  const line = payloadLine(text);
  const bytes = line ? decodeBase64(line) : null;
  if (!line || !bytes || bytes.length !== 42 || bytes[0] !== 0x45 || bytes[1] !== 0x64) return null;
  return { line, keyId: bytes.slice(2, 10), publicKey: bytes.slice(10) };
}

export function parseSignature(text: string): ParsedSignature | null {
  const line = payloadLine(stripHexPrefix(text));
  const bytes = line ? decodeBase64(line) : null;
  if (!line || !bytes || bytes.length !== 74 || bytes[0] !== 0x45) return null;
  if (bytes[1] !== 0x64 && bytes[1] !== 0x44) return null;
  return { line, keyId: bytes.slice(2, 10), signature: bytes.slice(10), prehashed: bytes[1] === 0x44 };
}

export function hexToBytes(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

export function base58btc(bytes: Uint8Array): string {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  let out = "";
  while (n > 0n) {
    out = B58[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = "1" + out;
  }
  return out;
}

/** did:key of an ed25519 key: multibase "z" (base58btc) of the multicodec prefix 0xed 0x01 and the key. */
export function didKeyOf(publicKey: Uint8Array): string {
  const bytes = new Uint8Array(2 + publicKey.length);
  bytes.set([0xed, 0x01]);
  bytes.set(publicKey, 2);
  return `did:key:z${base58btc(bytes)}`;
}

/** Shell lines shown to the person; the claim of minisign-unhashed proofs is hex of the bytes to sign. */
export function keyCommands(tool: SigningTool): string {
  return tool === "minisign"
    ? "minisign -G -p minisign.pub -s minisign.key\ncat minisign.pub"
    : "signify -G -p signify.pub -s signify.sec\ncat signify.pub";
}

export function signCommands(tool: SigningTool, claim: string): string {
  const write = `printf '%s' '${claim}' | xxd -r -p > message`;
  return tool === "minisign"
    ? `${write}\nminisign -S -l -s minisign.key -m message\ncat message.minisig`
    : `${write}\nsignify -S -s signify.sec -m message -x message.sig\ncat message.sig`;
}
