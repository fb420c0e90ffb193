import { test } from "node:test";
import assert from "node:assert/strict";
import { ed25519 } from "@noble/curves/ed25519.js";
import {
  base58btc,
  didKeyOf,
  parsePublicKey,
  parseSignature,
  signCommands,
  stripHexPrefix,
} from "../../../../src/features/settings/key-proof";
import { verifyKeyProof } from "../../../../src/features/settings/verify-key-proof";
// The demo instance's independent implementation of the server side, used as the reference here.
import {
  didKeyFromEd25519,
  identityClaimMessage,
  minisignPublicKeyText,
  signMinisign,
} from "../../../../scripts/demo/crypto";

const secretKey = ed25519.utils.randomSecretKey();
const publicKey = ed25519.getPublicKey(secretKey);

test("a leading 0x is stripped from signatures, once and in any case", () => {
  assert.equal(stripHexPrefix("0xabc"), "abc");
  assert.equal(stripHexPrefix("  0Xabc\n"), "abc");
  assert.equal(stripHexPrefix("0x0xabc"), "0xabc");
  assert.equal(stripHexPrefix("RWQabc"), "RWQabc");
});

test("did:key is multibase base58btc of 0xed01 and the ed25519 key", () => {
  // Leading zero bytes become leading 1s in base58btc.
  assert.equal(base58btc(new Uint8Array([0, 0, 1])), "112");
  assert.equal(base58btc(new Uint8Array([])), "");
  const did = didKeyOf(publicKey);
  assert.match(did, /^did:key:z6Mk[1-9A-HJ-NP-Za-km-z]+$/);
  assert.equal(did, didKeyFromEd25519(publicKey));
  // The all-zero key, a fixed vector independent of both implementations above.
  assert.equal(didKeyOf(new Uint8Array(32)), "did:key:z6MkeTG3bFFSLYVU7VqhgZxqr6YzpaGrQtFMh1uvqGy1vDnP");
});

test("public keys parse from the whole file or from the base64 line alone", () => {
  const file = minisignPublicKeyText(publicKey);
  const parsed = parsePublicKey(file);
  assert.ok(parsed);
  assert.deepEqual(parsed.publicKey, publicKey);
  assert.equal(parsed.line, file.split("\n")[1]);
  assert.deepEqual(parsePublicKey(parsed.line)?.publicKey, publicKey);
  assert.equal(parsePublicKey("untrusted comment: x\nnot base64!"), null);
  assert.equal(parsePublicKey(btoa("Ed" + "x".repeat(30))), null);
  assert.equal(parsePublicKey(""), null);
});

test("signatures parse with comments and a 0x prefix; prehashed ones are recognised", () => {
  const claim = identityClaimMessage("minisign-unhashed", didKeyOf(publicKey), "https://x.example/users/a", "2026-01-01T00:00:00Z");
  const file = signMinisign("minisign-unhashed", claim, secretKey);
  const parsed = parseSignature(file);
  assert.ok(parsed);
  assert.equal(parsed.prehashed, false);
  assert.equal(parseSignature(`0x${parsed.line}`)?.line, parsed.line);
  assert.equal(parseSignature(signMinisign("minisign", claim, secretKey))?.prehashed, true);
  assert.equal(parseSignature("hello"), null);
});

test("the browser check accepts the right signature and refuses another key's or another message's", async () => {
  const did = didKeyOf(publicKey);
  const claim = identityClaimMessage("minisign-unhashed", did, "https://x.example/users/a", "2026-01-01T00:00:00Z");
  const key = parsePublicKey(minisignPublicKeyText(publicKey))!;
  const good = parseSignature(signMinisign("minisign-unhashed", claim, secretKey))!;
  assert.equal(await verifyKeyProof(key, good, claim), true);

  const otherSecret = ed25519.utils.randomSecretKey();
  const wrongKey = parseSignature(signMinisign("minisign-unhashed", claim, otherSecret))!;
  assert.equal(await verifyKeyProof(key, wrongKey, claim), false);

  const otherClaim = identityClaimMessage("minisign-unhashed", did, "https://x.example/users/b", "2026-01-01T00:00:00Z");
  assert.equal(await verifyKeyProof(key, good, otherClaim), false);
  assert.equal(await verifyKeyProof(key, good, "not hex"), false);
});

test("the signing commands contain the claim and sign it unhashed", () => {
  assert.match(signCommands("minisign", "abcd"), /printf '%s' 'abcd' \| xxd -r -p > message\nminisign -S -l /);
  assert.match(signCommands("signify", "abcd"), /signify -S /);
});
