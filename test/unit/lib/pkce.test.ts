import assert from "node:assert/strict";
import { test } from "node:test";
import { codeChallenge, randomToken } from "../../../src/lib/pkce";

test("the S256 challenge is RFC 7636's own example", async () => {
  // RFC 7636, appendix B.
  assert.equal(await codeChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"), "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
});

test("random values are base64url of the asked size and differ each time", () => {
  const verifier = randomToken(32);
  assert.match(verifier, /^[A-Za-z0-9_-]{43}$/);
  assert.notEqual(randomToken(32), verifier);
  assert.equal(randomToken(3, (b) => b.fill(255)), "____");
  assert.match(randomToken(48), /^[A-Za-z0-9_-]{64}$/);
});
