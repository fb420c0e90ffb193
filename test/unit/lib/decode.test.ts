import { test } from "node:test";
import assert from "node:assert/strict";
import { safeDecode } from "../../../src/lib/decode";

test("route parameters are decoded, and a broken escape is kept as it came", () => {
  assert.equal(safeDecode("caf%C3%A9"), "café");
  assert.equal(safeDecode("a%2Fb"), "a/b");
  assert.equal(safeDecode("%E0%A4%A"), "%E0%A4%A");
  assert.equal(safeDecode("100%"), "100%");
});
