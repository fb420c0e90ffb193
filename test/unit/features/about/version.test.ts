import { test } from "node:test";
import assert from "node:assert/strict";
import { serverVersion } from "../../../../src/features/about/version";

test("the server version is the number after 'Mitra'", () => {
  assert.equal(serverVersion("4.0.0 (compatible; Mitra 5.1.0)"), "5.1.0");
  assert.equal(serverVersion("Mitra 4.11.0"), "4.11.0");
  assert.equal(serverVersion("4.0.0"), null);
  assert.equal(serverVersion(undefined), null);
});
