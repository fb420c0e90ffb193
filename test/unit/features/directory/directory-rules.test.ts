import { test } from "node:test";
import assert from "node:assert/strict";
import { directoryHasMore } from "../../../../src/features/directory/actions";

test("show more profiles while the first batch was full", () => {
  assert.equal(directoryHasMore(0), false);
  assert.equal(directoryHasMore(19), false);
  assert.equal(directoryHasMore(20), true);
});

test("the next offset: after a full first batch, then always the number shown so far", async () => {
  const { nextDirectoryOffset } = await import("../../../../src/features/directory/actions");
  assert.equal(nextDirectoryOffset(null, 19), null);
  assert.equal(nextDirectoryOffset(null, 20), 20);
  assert.equal(nextDirectoryOffset(20, 5), 25);
});
