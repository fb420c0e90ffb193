import { test } from "node:test";
import assert from "node:assert/strict";
import { applySuggestion, hideMentions, insertAtCaret, tokenAt } from "../../../../src/features/compose/autocomplete-rules";
import { quotePrefill, replyPrefill } from "../../../../src/features/compose/prefill";

test("mentions start after @ plus 2 characters at the start of a word", () => {
  assert.equal(tokenAt("@a", 2), null);
  assert.deepEqual(tokenAt("hi @al", 6), { kind: "mention", query: "al", start: 3, end: 6 });
  assert.equal(tokenAt("mail@al", 7), null);
  assert.equal(tokenAt("@al done", 8), null);
  assert.deepEqual(tokenAt("@bob@fedi.example", 17)?.query, "bob@fedi.example");
});

test("emojis start after : plus 2 characters and are checked before mentions", () => {
  assert.equal(tokenAt(":b", 2), null);
  assert.deepEqual(tokenAt("nice :bl", 8), { kind: "emoji", query: "bl", start: 5, end: 8 });
  assert.equal(tokenAt("10:30", 5), null);
});

test("a suggestion replaces the token, adds a space and puts the caret after it", () => {
  const token = tokenAt("hi @al and", 6)!;
  assert.deepEqual(applySuggestion("hi @al and", token, "@alice"), { text: "hi @alice and", caret: 10 });
  const emoji = tokenAt(":blob", 5)!;
  assert.deepEqual(applySuggestion(":blob", emoji, ":blobcat:"), { text: ":blobcat: ", caret: 10 });
});

test("the mention list hides on a single exact match", () => {
  assert.equal(hideMentions("alice", ["alice"]), true);
  assert.equal(hideMentions("Alice", ["alice"]), true);
  assert.equal(hideMentions("ali", ["alice"]), false);
  assert.equal(hideMentions("alice", ["alice", "alice@fedi.example"]), false);
});

test("a picked emoji is padded with spaces as needed", () => {
  assert.deepEqual(insertAtCaret("", 0, "🎉"), { text: "🎉 ", caret: 3 });
  assert.deepEqual(insertAtCaret("hi", 2, "🎉"), { text: "hi 🎉 ", caret: 6 });
  assert.deepEqual(insertAtCaret("hi there", 3, "🎉"), { text: "hi 🎉 there", caret: 6 });
});

test("reply and quote prefill: handles without own, URL-only and duplicates, with a trailing space", () => {
  const parent = {
    account: { id: "a", acct: "alice" },
    mentions: [
      { id: "me", acct: "me" },
      { id: "b", acct: "bob@fedi.example" },
      { id: "a", acct: "alice" },
      { id: "u", acct: "https://x.example/users/u" },
    ],
  };
  assert.equal(replyPrefill(parent as never, "me"), "@alice @bob@fedi.example ");
  assert.equal(replyPrefill({ account: { id: "me", acct: "me" }, mentions: [] } as never, "me"), "");
  assert.equal(quotePrefill({ account: { id: "a", acct: "alice" } } as never, "me"), "@alice ");
  assert.equal(quotePrefill({ account: { id: "me", acct: "me" } } as never, "me"), "");
});
