import { test } from "node:test";
import assert from "node:assert/strict";
import { proofDid } from "../../../../src/features/settings/identity-actions-extra";

test("the DID behind an identity-proof field", () => {
  assert.equal(proofDid({ name: "$ETH", value: "0xB9C5714089478A327F09197987F16F9E5D936E8A" }), "did:pkh:eip155:1:0xb9c5714089478a327f09197987f16f9e5d936e8a");
  assert.equal(proofDid({ name: "Key", value: "did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK" }), "did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK");
  assert.equal(proofDid({ name: "$ETH", value: "not an address" }), null);
  assert.equal(proofDid({ name: "Website", value: "https://example.com" }), null);
});
