import { test } from "node:test";
import assert from "node:assert/strict";
import { directoryHasMore } from "../../../../src/features/directory/actions";

test("show more profiles while the first batch was full", () => {
  assert.equal(directoryHasMore(0), false);
  assert.equal(directoryHasMore(19), false);
  assert.equal(directoryHasMore(20), true);
});
