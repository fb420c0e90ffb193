import { test } from "node:test";
import assert from "node:assert/strict";
import { Window } from "happy-dom";
import type { Status } from "../../../../src/api/types";

const window = new Window();
Object.defineProperty(globalThis, "localStorage", { value: window.localStorage, configurable: true });
const { editSetup, writeSetup } = await import("../../../../src/features/compose/setup");

const bob = { id: "b", acct: "bob", username: "bob" };
const post = {
  id: "p1",
  account: bob,
  mentions: [],
  visibility: "public",
  sensitive: false,
  media_attachments: [],
  in_reply_to_id: null,
  pleroma: {},
} as unknown as Status;

test("reply, quote and edit open with the caret after the prefilled text (after '@bob ')", () => {
  const reply = writeSetup({ mode: "reply", inReplyTo: post } as never, "me");
  assert.equal(reply.initial.text, "@bob ");
  assert.equal(reply.caret, 5);
  const quote = writeSetup({ mode: "quote", quoted: post } as never, "me");
  assert.equal(quote.caret, quote.initial.text.length);
  assert.equal(quote.caret, 5);
  assert.equal(editSetup(post, "old text").caret, 8);
});
