import { test } from "node:test";
import assert from "node:assert/strict";
import { isSingleEmoji, QUICK_EMOJIS, searchEmojis, suggestEmojis, type EmojiItem } from "../../../../src/entities/emoji/emoji-search";
import { STANDARD_EMOJIS } from "../../../../src/entities/emoji/emoji-data";

const list: EmojiItem[] = [
  { name: "thumbs up", text: "👍", url: null, keywords: "like yes" },
  { name: "blobcat", text: ":blobcat:", url: "https://x/blobcat.png" },
  { name: "cat face", text: "🐱", url: null },
  { name: "red heart", text: "❤️", url: null, keywords: "love" },
];

test("isSingleEmoji accepts one emoji, including sequences, and rejects text", () => {
  for (const e of ["👍", "❤️", "🏳️‍🌈", "👍🏽", "🇪🇺"]) assert.equal(isSingleEmoji(e), true, e);
  for (const t of ["a", "👍👍", "cat", ":blobcat:", "", "1"]) assert.equal(isSingleEmoji(t), false, t);
});

test("search trims, matches names, keywords and exact text, sorted by name", () => {
  assert.deepEqual(searchEmojis("  cat ", list).map((e) => e.text), [":blobcat:", "🐱"]);
  assert.deepEqual(searchEmojis("LOVE", list).map((e) => e.text), ["❤️"]);
  assert.deepEqual(searchEmojis("   ", list), []);
  assert.deepEqual(searchEmojis("zebra", list), []);
});

test("a single emoji typed is offered as is, even when it is not in the list", () => {
  assert.deepEqual(searchEmojis(" 🦩 ", list), [{ text: "🦩", name: "🦩", url: null }]);
  assert.equal(searchEmojis("👍", list)[0].name, "thumbs up");
});

test("autocomplete needs 2 characters and returns at most the limit", () => {
  assert.deepEqual(suggestEmojis("c", list), []);
  // A name starting with the text comes before one containing it.
  assert.deepEqual(suggestEmojis("ca", list).map((e) => e.text), ["🐱", ":blobcat:"]);
  const many = Array.from({ length: 30 }, (_, i) => ({ name: `cat${i}`, text: `:cat${i}:`, url: "u" }));
  assert.equal(suggestEmojis("cat", many).length, 10);
});

test("the bundled list is well formed: one emoji per entry, a name, no duplicates", () => {
  assert.ok(STANDARD_EMOJIS.length >= 300);
  const seen = new Set<string>();
  for (const e of STANDARD_EMOJIS) {
    assert.ok(isSingleEmoji(e.text), `not one emoji: ${e.text} (${e.name})`);
    assert.ok(e.name.length > 0);
    assert.ok(!seen.has(e.text), `duplicate ${e.text}`);
    seen.add(e.text);
  }
  for (const q of QUICK_EMOJIS) assert.ok(seen.has(q.text), q.text);
});

test("autocomplete ranking: exact shortcode, then prefixes, then common before rare", async () => {
  const { loadStandardEmojis } = await import("../../../../src/entities/emoji/emoji-actions");
  const standard = await loadStandardEmojis();
  const all = [...standard, { name: "cat", text: ":cat:", url: "https://x/cat.png" }, { name: "catjam", text: ":catjam:", url: "u" }].sort((a, b) => a.name.localeCompare(b.name));
  const thumb = suggestEmojis("thumb", all).map((e) => e.text);
  assert.ok(thumb.indexOf("👍") < thumb.indexOf("👎"), thumb.join(" "));
  assert.equal(suggestEmojis("cat", all)[0].text, ":cat:", "an exact custom shortcode is first");
  assert.equal(suggestEmojis("cat", standard.slice().sort((a, b) => a.name.localeCompare(b.name)))[0].text, "🐱");
  const face = suggestEmojis("face", all).map((e) => e.text);
  assert.ok(face.indexOf("🐱") > face.indexOf("😂") || !face.includes("🐱"), "a word start after a name start");
});
