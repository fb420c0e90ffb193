// Known-answer tests for the demo's signature checks.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { ed25519 } from "@noble/curves/ed25519.js";
import { blake2b } from "@noble/hashes/blake2.js";

import {
  base58Decode,
  base58Encode,
  didKeyFromEd25519,
  ed25519FromDidKey,
  ethereumAddressOf,
  parseMinisignPublicKey,
  parseMinisignSignature,
  parseSignInMessage,
  recoverEip191Address,
  signEip191,
} from "../../../scripts/demo/crypto";

describe("EIP-191", () => {
  it("recovers the address of a known personal signature (web3.js documentation vector)", () => {
    const key = "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318";
    assert.equal(ethereumAddressOf(key), "0x2c7536e3605d9c16a7a3d7b1898e529396a65c23");
    const signature =
      "0xb91467e570a6466aa9e9876cbcd013baba02900b8979d43fe208a4a4f339f5fd6007e74cd82e037b800186422fc2da167c747ef045e5d18a5f5d4300f8e1a0291c";
    assert.equal(recoverEip191Address("Some data", signature), "0x2c7536e3605d9c16a7a3d7b1898e529396a65c23");
    assert.equal(signEip191("Some data", key), signature);
    assert.notEqual(recoverEip191Address("Other data", signature), "0x2c7536e3605d9c16a7a3d7b1898e529396a65c23");
    assert.equal(recoverEip191Address("Some data", "0x1234"), null);
  });
});

describe("minisign", () => {
  it("verifies the upstream test vector (prehashed signature of 'test\\n')", () => {
    const key = parseMinisignPublicKey("untrusted comment: minisign public key F817BAE7641CC1BF\nRWS/wRxk57oX+FE4a1zQEPgx3OemUuLKbDMLOd2q6/panRBLaftX3Kpl\n");
    const signature = parseMinisignSignature(
      "RUS/wRxk57oX+P9JzukdVNh3WYisLQIW4aiyOvl4plV384/ZmmNSlihXBb/mJoDsTW5HYYseRIVAiidr+1+OQCxVxPlDeAN9dAs=",
    );
    assert.ok(key && signature);
    assert.equal(signature.prehashed, true);
    assert.equal(ed25519.verify(signature.signature, blake2b(new TextEncoder().encode("test\n")), key), true);
    assert.equal(ed25519.verify(signature.signature, blake2b(new TextEncoder().encode("test")), key), false);
  });

  it("encodes ed25519 keys as did:key (multicodec 0xed01, base58btc)", () => {
    const key = new Uint8Array(32).fill(7);
    const did = didKeyFromEd25519(key);
    assert.match(did, /^did:key:z6Mk/);
    assert.deepEqual(ed25519FromDidKey(did), key);
    assert.equal(base58Encode(new Uint8Array([0, 0, 1])), "112");
    assert.deepEqual(base58Decode("112"), new Uint8Array([0, 0, 1]));
  });
});

describe("sign-in messages", () => {
  it("parses the EIP-4361 layout of constants.md §5, including an empty statement", () => {
    const message = [
      "127.0.0.1:8080 wants you to sign in with your Ethereum account:",
      "0xAbC",
      "",
      "",
      "",
      "URI: http://127.0.0.1:8080",
      "Version: 1",
      "Chain ID: 1",
      "Nonce: 0011223344556677",
      "Issued At: 2025-01-01T00:00:00.000Z",
    ].join("\n");
    const parsed = parseSignInMessage(message, "Ethereum");
    assert.equal(parsed?.domain, "127.0.0.1:8080");
    assert.equal(parsed?.address, "0xAbC");
    assert.equal(parsed?.nonce, "0011223344556677");
    assert.equal(parseSignInMessage(message, "Monero"), null);
    assert.equal(parseSignInMessage(message.replace("Chain ID: 1\n", ""), "Ethereum"), null);
  });
});
