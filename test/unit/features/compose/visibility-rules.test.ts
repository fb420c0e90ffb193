import { test } from "node:test";
import assert from "node:assert/strict";
import { allowedVisibilities, initialVisibility, standardVisibilities, type ReplyParent } from "../../../../src/features/compose/visibility-rules";

const parent = (visibility: ReplyParent["visibility"], authorId = "other"): ReplyParent => ({ visibility, account: { id: authorId } });

test("a new post may be public, followers, subscribers or direct", () => {
  assert.deepEqual(allowedVisibilities(null, "me"), ["public", "private", "subscribers", "direct"]);
});

test("a reply to a public post: public, followers, direct (the server refuses subscribers)", () => {
  assert.deepEqual(allowedVisibilities(parent("public"), "me"), ["public", "private", "direct"]);
});

test("a reply to a followers-only post keeps followers only for the same author", () => {
  assert.deepEqual(allowedVisibilities(parent("private", "me"), "me"), ["private", "conversation", "direct"]);
  assert.deepEqual(allowedVisibilities(parent("private", "other"), "me"), ["conversation", "direct"]);
  assert.deepEqual(allowedVisibilities(parent("private", "other"), undefined), ["conversation", "direct"]);
});

test("replies to subscribers-only and conversation posts: conversation or direct; to direct: direct only", () => {
  assert.deepEqual(allowedVisibilities(parent("subscribers"), "me"), ["conversation", "direct"]);
  assert.deepEqual(allowedVisibilities(parent("conversation"), "me"), ["conversation", "direct"]);
  assert.deepEqual(allowedVisibilities(parent("direct"), "me"), ["direct"]);
  assert.deepEqual(allowedVisibilities(parent("direct", "me"), "me"), ["direct"]);
});

test("the default from settings when allowed, else the first allowed", () => {
  assert.equal(initialVisibility(["public", "private", "subscribers", "direct"], "subscribers"), "subscribers");
  assert.equal(initialVisibility(["public", "private", "direct"], "subscribers"), "public");
  assert.equal(initialVisibility(["conversation", "direct"], "public"), "conversation");
  assert.equal(initialVisibility(["direct"], "private"), "direct");
  assert.equal(initialVisibility(["public", "private"], undefined), "public");
});

test("servers other than Mitra offer no subscribers visibility, and a conversation reply becomes followers-only", () => {
  assert.deepEqual(standardVisibilities(allowedVisibilities(null, "me")), ["public", "private", "direct"]);
  assert.deepEqual(standardVisibilities(allowedVisibilities(parent("private"), "me")), ["private", "direct"]);
  assert.deepEqual(standardVisibilities(allowedVisibilities(parent("private", "me"), "me")), ["private", "direct"]);
});
