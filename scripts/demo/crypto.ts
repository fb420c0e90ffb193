// Signature checks of the demo instance: EIP-191 personal signatures (sign-in, Ethereum identity proofs),
// minisign/ed25519 identity proofs with did:key, sign-in message parsing, and the Monero demo signature.
import { ed25519 } from "@noble/curves/ed25519.js";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { blake2b } from "@noble/hashes/blake2.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { keccak_256 } from "@noble/hashes/sha3.js";

import { canonicalJson } from "./util";

const encoder = new TextEncoder();

export function hexToBytes(hex: string): Uint8Array {
  const clean = hex.replace(/^0x/i, "");
  if (clean.length % 2 !== 0 || /[^0-9a-f]/i.test(clean)) throw new Error("invalid hex");
  const out = new Uint8Array(clean.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function bytesToHex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** keccak256("\x19Ethereum Signed Message:\n" + byte length + message) */
export function eip191Hash(message: string | Uint8Array): Uint8Array {
  const body = typeof message === "string" ? encoder.encode(message) : message;
  const prefix = encoder.encode(`\x19Ethereum Signed Message:\n${body.length}`);
  const data = new Uint8Array(prefix.length + body.length);
  data.set(prefix);
  data.set(body, prefix.length);
  return keccak_256(data);
}

export function addressFromPublicKey(uncompressed: Uint8Array): string {
  return `0x${bytesToHex(keccak_256(uncompressed.slice(1)).slice(-20))}`;
}

/** Recovers the signer address (lowercase 0x…) of a 65-byte r‖s‖v personal signature, or null. */
export function recoverEip191Address(message: string, signatureHex: string): string | null {
  try {
    const sig = hexToBytes(signatureHex);
    if (sig.length !== 65) return null;
    let v = sig[64];
    if (v >= 27) v -= 27;
    if (v > 1) return null;
    const r = BigInt(`0x${bytesToHex(sig.slice(0, 32))}`);
    const s = BigInt(`0x${bytesToHex(sig.slice(32, 64))}`);
    const point = new secp256k1.Signature(r, s, v).recoverPublicKey(eip191Hash(message));
    return addressFromPublicKey(point.toBytes(false));
  } catch {
    return null;
  }
}

/** Test helper and seed helper: signs like a wallet's personal_sign. */
export function signEip191(message: string, privateKeyHex: string): string {
  const sig = secp256k1.sign(eip191Hash(message), hexToBytes(privateKeyHex), { prehash: false, format: "recovered" });
  // noble puts the recovery byte first; Ethereum wants r‖s‖v with v = 27 + recovery.
  return `0x${bytesToHex(sig.slice(1))}${(27 + sig[0]).toString(16)}`;
}

export function ethereumAddressOf(privateKeyHex: string): string {
  return addressFromPublicKey(secp256k1.getPublicKey(hexToBytes(privateKeyHex), false));
}

// ---- sign-in messages (constants.md §5) ----

export interface SignInMessage {
  domain: string;
  address: string;
  statement: string;
  uri: string;
  nonce: string;
  issuedAt: string;
  chainId: string | null;
}

/**
 * Whether an address line is in its EIP-55 mixed-case form, as strict EIP-4361 parsers require: each hex letter is
 * upper case exactly when the matching nibble of keccak-256(lowercase hex) is 8 or more.
 */
export function isChecksummedAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  const digest = bytesToHex(keccak_256(new TextEncoder().encode(hex.toLowerCase())));
  return [...hex].every((c, i) => (/[0-9]/.test(c) ? true : (parseInt(digest[i], 16) >= 8) === (c === c.toUpperCase())));
}

export function parseSignInMessage(message: string, chain: "Ethereum" | "Monero"): SignInMessage | null {
  const lines = message.split("\n");
  const head = /^(.+) wants you to sign in with your (\w+) account:$/.exec(lines[0] ?? "");
  if (!head || head[2] !== chain || lines[2] !== "" || lines[4] !== "") return null;
  const fields = new Map<string, string>();
  for (const line of lines.slice(5)) {
    const m = /^([A-Za-z ]+): (.*)$/.exec(line);
    if (!m) return null;
    fields.set(m[1], m[2]);
  }
  const nonce = fields.get("Nonce");
  const uri = fields.get("URI");
  const issuedAt = fields.get("Issued At");
  if (!nonce || !uri || !issuedAt || fields.get("Version") !== "1") return null;
  if (chain === "Ethereum" && !fields.has("Chain ID")) return null;
  return {
    domain: head[1],
    address: lines[1],
    statement: lines[3],
    uri,
    nonce,
    issuedAt,
    chainId: fields.get("Chain ID") ?? null,
  };
}

// ---- Monero demo signature ----

/**
 * The demo cannot verify real Monero wallet signatures. It accepts exactly this signature, and only for
 * the seeded demo address; any other address or signature is rejected with "invalid signature".
 */
export const MONERO_DEMO = {
  address:
    "888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H",
  signature: "SigV2DemoMitraXmr7fQp2Lk9Vb3Nw8Hc5Rt1Yz6Jd4Gs0Ma2Ue7Xo9Pi3Ka8Wb5Nc1Vd6Le2Qf4Rg7Sh0Tj9Uk3Vm5",
};

export function verifyMoneroSignature(address: string, signature: string): boolean {
  return address === MONERO_DEMO.address && signature === MONERO_DEMO.signature;
}

// ---- base58btc and did:key ----

const B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

export function base58Encode(bytes: Uint8Array): string {
  let n = BigInt(`0x${bytesToHex(bytes) || "0"}`);
  let out = "";
  while (n > 0n) {
    out = B58[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = `1${out}`;
  }
  return out;
}

export function base58Decode(text: string): Uint8Array {
  let n = 0n;
  for (const ch of text) {
    const i = B58.indexOf(ch);
    if (i === -1) throw new Error("invalid base58");
    n = n * 58n + BigInt(i);
  }
  let hex = n === 0n ? "" : n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const zeros = /^1*/.exec(text)![0].length;
  return new Uint8Array([...new Uint8Array(zeros), ...hexToBytes(hex)]);
}

/** did:key for an ed25519 key: "did:key:z" + base58btc(0xed 0x01 ‖ 32-byte public key). */
export function didKeyFromEd25519(publicKey: Uint8Array): string {
  return `did:key:z${base58Encode(new Uint8Array([0xed, 0x01, ...publicKey]))}`;
}

export function ed25519FromDidKey(did: string): Uint8Array | null {
  if (!did.startsWith("did:key:z")) return null;
  try {
    const bytes = base58Decode(did.slice("did:key:z".length));
    if (bytes.length !== 34 || bytes[0] !== 0xed || bytes[1] !== 0x01) return null;
    return bytes.slice(2);
  } catch {
    return null;
  }
}

/** First line of a minisign file that is not a comment, base64-decoded. */
function minisignPayload(text: string): Uint8Array | null {
  const line = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => l !== "" && !l.startsWith("untrusted comment") && !l.startsWith("trusted comment"));
  if (!line) return null;
  try {
    return new Uint8Array(Buffer.from(line, "base64"));
  } catch {
    return null;
  }
}

/** minisign public key: base64("Ed" ‖ key id (8) ‖ ed25519 key (32)). */
export function parseMinisignPublicKey(text: string): Uint8Array | null {
  const bin = minisignPayload(text);
  if (!bin || bin.length !== 42 || bin[0] !== 0x45 || bin[1] !== 0x64) return null;
  return bin.slice(10);
}

/** minisign signature: base64(algorithm "Ed" or prehashed "ED" ‖ key id (8) ‖ signature (64)). */
export function parseMinisignSignature(text: string): { signature: Uint8Array; prehashed: boolean } | null {
  const bin = minisignPayload(text);
  if (!bin || bin.length !== 74 || bin[0] !== 0x45) return null;
  if (bin[1] !== 0x64 && bin[1] !== 0x44) return null;
  return { signature: bin.slice(10), prehashed: bin[1] === 0x44 };
}

// ---- identity claims (FEP-c390 style) ----

export type ProofType = "ethereum" | "minisign" | "minisign-unhashed";

export function identityStatement(did: string, actorId: string) {
  return { type: "VerifiableIdentityStatement", subject: did, alsoKnownAs: actorId };
}

/**
 * The text the user signs, as returned in `claim`:
 * - ethereum: JCS(statement), signed with personal_sign (EIP-191);
 * - minisign: JCS(statement), signed prehashed (ed25519 over BLAKE2b-512 of the text, "ED" signatures);
 * - minisign-unhashed: hex(sha256(JCS(proofConfig)) ‖ sha256(JCS(statement))), where proofConfig is
 *   {type: "DataIntegrityProof", cryptosuite: "eddsa-jcs-2022", verificationMethod: did,
 *   proofPurpose: "assertionMethod", created: created_at}; the 64 decoded bytes are signed as they are
 *   ("Ed" signatures), e.g. `printf '<claim>' | xxd -r -p > message; minisign -S -l -m message`.
 */
export function identityClaimMessage(proofType: ProofType, did: string, actorId: string, createdAt: string): string {
  const statement = canonicalJson(identityStatement(did, actorId));
  if (proofType !== "minisign-unhashed") return statement;
  const config = canonicalJson({
    type: "DataIntegrityProof",
    cryptosuite: "eddsa-jcs-2022",
    verificationMethod: did,
    proofPurpose: "assertionMethod",
    created: createdAt,
  });
  return bytesToHex(new Uint8Array([...sha256(encoder.encode(config)), ...sha256(encoder.encode(statement))]));
}

/** Returns null when valid, else the error text the real server uses. */
export function verifyIdentityProof(
  proofType: ProofType,
  did: string,
  actorId: string,
  createdAt: string,
  signature: string,
): string | null {
  const message = identityClaimMessage(proofType, did, actorId, createdAt);
  if (proofType === "ethereum") {
    const m = /^did:pkh:eip155:1:(0x[0-9a-fA-F]{40})$/.exec(did);
    if (!m) return "unexpected DID type";
    if (!/^(0x)?[0-9a-fA-F]{130}$/.test(signature)) return "invalid signature encoding";
    const recovered = recoverEip191Address(message, signature);
    return recovered?.toLowerCase() === m[1].toLowerCase() ? null : "invalid signature";
  }
  const key = ed25519FromDidKey(did);
  if (!key) return "unexpected DID type";
  const parsed = parseMinisignSignature(signature);
  if (!parsed) return "invalid signature encoding";
  if (parsed.prehashed !== (proofType === "minisign")) return "invalid signature type";
  const signed = proofType === "minisign" ? blake2b(encoder.encode(message)) : hexToBytes(message);
  try {
    return ed25519.verify(parsed.signature, signed, key) ? null : "invalid signature";
  } catch {
    return "invalid signature";
  }
}

/** Test helper: a minisign-format signature ("Ed"/"ED" + key id + ed25519 signature) for a claim. */
export function signMinisign(proofType: "minisign" | "minisign-unhashed", claim: string, secretKey: Uint8Array): string {
  const signed = proofType === "minisign" ? blake2b(encoder.encode(claim)) : hexToBytes(claim);
  const sig = ed25519.sign(signed, secretKey);
  const algo = proofType === "minisign" ? [0x45, 0x44] : [0x45, 0x64];
  const payload = new Uint8Array([...algo, 1, 2, 3, 4, 5, 6, 7, 8, ...sig]);
  return `untrusted comment: signature from minisign secret key\n${Buffer.from(payload).toString("base64")}\n`;
}

export function minisignPublicKeyText(publicKey: Uint8Array): string {
  const payload = new Uint8Array([0x45, 0x64, 1, 2, 3, 4, 5, 6, 7, 8, ...publicKey]);
  return `untrusted comment: minisign public key 0807060504030201\n${Buffer.from(payload).toString("base64")}`;
}
