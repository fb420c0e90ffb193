import { test } from "node:test";
import assert from "node:assert/strict";
import { insertReply } from "../../../../src/features/thread/thread-actions";

test("a reply goes right after its parent, or at the end", () => {
  assert.deepEqual(insertReply(["a", "b", "c"], { id: "r", in_reply_to_id: "b" }), ["a", "b", "r", "c"]);
  assert.deepEqual(insertReply(["a", "b"], { id: "r", in_reply_to_id: "zz" }), ["a", "b", "r"]);
  assert.deepEqual(insertReply([], { id: "r", in_reply_to_id: null }), ["r"]);
});
