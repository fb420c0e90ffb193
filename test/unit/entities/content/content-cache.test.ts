import { test } from "node:test";
import assert from "node:assert/strict";
import { contentKey } from "../../../../src/entities/content/content-cache";

const base = { internal: true, mediaOrigins: ["https://social.example"] };
const html = "<p>hello :wave:</p>";

test("two bios with the same HTML but different custom emoji are different renderings", () => {
  const alice = contentKey(html, { ...base, emojis: [{ shortcode: "wave", url: "https://social.example/a.png" }] as never });
  const bob = contentKey(html, { ...base, emojis: [{ shortcode: "wave", url: "https://social.example/b.png" }] as never });
  assert.notEqual(alice, bob);
});

test("mentions, tags, quoted posts, routing mode and media origins are part of the key", () => {
  const plain = contentKey(html, base);
  assert.notEqual(plain, contentKey(html, { ...base, mentions: [{ id: "1", url: "u", acct: "a", username: "a" }] }));
  assert.notEqual(plain, contentKey(html, { ...base, tags: [{ name: "t", url: "u" }] }));
  assert.notEqual(plain, contentKey(html, { ...base, links: [{ id: "1", uri: "u" }] }));
  assert.notEqual(plain, contentKey(html, { ...base, internal: false }));
  assert.notEqual(plain, contentKey(html, { ...base, mediaOrigins: [] }));
  assert.equal(plain, contentKey(html, { ...base }));
});
