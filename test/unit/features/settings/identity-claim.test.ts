import { test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import type { Instance } from "../../../../src/api/types";
import { identityClaimAtom } from "../../../../src/features/settings/proof-actions";
import { apiAtom, instanceAtom } from "../../../../src/state/session";
import { fakeApi } from "../../support/fake-api";

const claim = { did: "did:pkh:eip155:1:0xabc", claim: "text", created_at: "2025-01-01T00:00:00Z" };

function storeFor(version: string | undefined, legacyOnly: boolean) {
  const fake = fakeApi(({ url }) =>
    url.pathname.endsWith("/identity_claim") && legacyOnly ? { status: 404, body: { error_description: "not found" } } : { body: claim },
  );
  const store = createStore();
  store.set(apiAtom, fake.api);
  // The instance is shared by every store: each test sets its own.
  store.set(instanceAtom, version === undefined ? null : ({ version } as Instance));
  return { store, paths: () => fake.requests.map((r) => r.url.pathname) };
}

test("Mitra before 4.16 is asked for the claim at GET identity_proof; 4.16 and later at identity_claim", async () => {
  const old = storeFor("4.0.0 (compatible; Mitra 4.9.1)", true);
  assert.deepEqual(await old.store.set(identityClaimAtom, { proofType: "ethereum", signer: "0xabc" }), claim);
  assert.deepEqual(old.paths(), ["/api/v1/accounts/identity_proof"]);

  const current = storeFor("4.0.0 (compatible; Mitra 5.0.0)", false);
  await current.store.set(identityClaimAtom, { proofType: "minisign-unhashed", signer: "key" });
  assert.deepEqual(current.paths(), ["/api/v1/accounts/identity_claim"]);

  const renamed = storeFor("4.0.0 (compatible; Mitra 4.16.0)", false);
  await renamed.store.set(identityClaimAtom, { proofType: "ethereum", signer: "0xabc" });
  assert.deepEqual(renamed.paths(), ["/api/v1/accounts/identity_claim"]);
});

test("a server that names no version and does not know identity_claim is asked at the old path", async () => {
  const unknown = storeFor(undefined, true);
  assert.deepEqual(await unknown.store.set(identityClaimAtom, { proofType: "ethereum", signer: "0xabc" }), claim);
  assert.deepEqual(unknown.paths(), ["/api/v1/accounts/identity_claim", "/api/v1/accounts/identity_proof"]);
});
