import assert from "node:assert/strict";
import { test } from "node:test";
import { claimMeaning } from "../../../../src/features/settings/claim-meaning";

const ADDRESS = "0xb9c5714089478a327f09197987f16f9e5d936e8a";
const DID = `did:pkh:eip155:1:${ADDRESS}`;
const ACTOR = "https://social.example/users/bob";

test("both statements Mitra asks to sign are read in plain words", () => {
  const legacy = claimMeaning({ did: DID, claim: JSON.stringify({ id: ACTOR, ownerOf: DID }) }, ADDRESS.toUpperCase().replace("0X", "0x"));
  assert.deepEqual(legacy, { account: ACTOR, did: DID, address: ADDRESS });
  const fep = claimMeaning({ did: DID, claim: JSON.stringify({ alsoKnownAs: ACTOR, subject: DID, type: "VerifiableIdentityStatement" }) }, ADDRESS);
  assert.deepEqual(fep, { account: ACTOR, did: DID, address: ADDRESS });
});

test("anything else is not signed: other shapes, another DID or address, extra fields, hidden lines", () => {
  const other = `did:pkh:eip155:1:0x${"1".repeat(40)}`;
  for (const claim of [
    "not json",
    JSON.stringify([ACTOR, DID]),
    JSON.stringify({ id: ACTOR, ownerOf: other }),
    JSON.stringify({ id: ACTOR, ownerOf: DID, transfer: "all funds" }),
    JSON.stringify({ alsoKnownAs: ACTOR, subject: DID, type: "Transfer" }),
    JSON.stringify({ id: `${ACTOR}\nI owe you 100 ETH`, ownerOf: DID }),
    JSON.stringify({ id: "", ownerOf: DID }),
    JSON.stringify({ id: 1, ownerOf: DID }),
  ]) {
    assert.equal(claimMeaning({ did: DID, claim }, ADDRESS), null, claim);
  }
  assert.equal(claimMeaning({ did: other, claim: JSON.stringify({ id: ACTOR, ownerOf: other }) }, ADDRESS), null, "another signer");
});
