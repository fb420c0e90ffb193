import { test } from "node:test";
import assert from "node:assert/strict";
import { followsG, isTypingTarget, shortcutFor, SEQUENCE_MS } from "../../../../src/features/shortcuts/shortcut-keys";

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

test("single keys map to their actions; modifiers and unknown keys do nothing", () => {
  assert.equal(shortcutFor(key("j"), false), "next");
  assert.equal(shortcutFor(key("k"), false), "previous");
  assert.equal(shortcutFor(key("Enter"), false), "open");
  assert.equal(shortcutFor(key("f"), false), "like");
  assert.equal(shortcutFor(key("?"), false), "help");
  assert.equal(shortcutFor(key("n"), false), "compose");
  assert.equal(shortcutFor(key("f", { ctrlKey: true }), false), null);
  assert.equal(shortcutFor(key("j", { metaKey: true }), false), null);
  assert.equal(shortcutFor(key("b", { altKey: true }), false), null);
  assert.equal(shortcutFor(key("x"), false), null);
  assert.equal(shortcutFor(key("toString"), false), null);
});

test("g starts a sequence: g h home, g n notifications, anything else cancels it", () => {
  assert.equal(shortcutFor(key("g"), false), "g");
  assert.equal(shortcutFor(key("h"), true), "home");
  assert.equal(shortcutFor(key("n"), true), "notifications");
  assert.equal(shortcutFor(key("j"), true), null);
});

test("fields and editable elements are typing targets", () => {
  const el = (tagName: string, isContentEditable = false) => ({ tagName, isContentEditable }) as unknown as EventTarget;
  assert.equal(isTypingTarget(el("INPUT")), true);
  assert.equal(isTypingTarget(el("TEXTAREA")), true);
  assert.equal(isTypingTarget(el("SELECT")), true);
  assert.equal(isTypingTarget(el("DIV", true)), true);
  assert.equal(isTypingTarget(el("LI")), false);
  assert.equal(isTypingTarget(null), false);
});

test("a key is the second of 'g h' only soon after a g; in the page's first moments no g is pending", () => {
  assert.equal(followsG(null, 300), false, "a key pressed 0.3 s after load, with no g before it");
  assert.equal(followsG(5000, 5000 + SEQUENCE_MS - 1), true);
  assert.equal(followsG(5000, 5000 + SEQUENCE_MS), false);
  assert.equal(followsG(0, 100), true, "a g pressed at the very start still counts");
});

test("every shortcut the help lists does what it says, and every key that acts is listed", async () => {
  const { SHORTCUTS } = await import("../../../../src/features/shortcuts/shortcut-list");
  const listed = new Set<string>();
  for (const { keys, action } of SHORTCUTS) {
    for (const sequence of keys) {
      const [first, second] = sequence;
      if (second === undefined) assert.equal(shortcutFor(key(first!), false), action, first);
      else {
        assert.equal(shortcutFor(key(first!), false), "g", first);
        assert.equal(shortcutFor(key(second), true), action, sequence.join(" "));
      }
      listed.add(sequence.join(" "));
    }
  }
  const single = [..."abcdefghijklmnopqrstuvwxyz/?", "Enter"].filter((k) => !["g", null].includes(shortcutFor(key(k), false)));
  assert.deepEqual(single.filter((k) => !listed.has(k)), []);
});
