// Which entries of a timeline are full cards: the stretch between the window's ends, the whole list before it has
// been measured, and a stretch from the start when an end has left the list.
import { test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../emoji/dom";

installDom();

const { FALLBACK_ENTRIES, WHOLE, wholeRange, windowAt } = await import("../../../../src/entities/timeline/entry-window");

const ids = Array.from({ length: 100 }, (_, i) => `e${i}`);
const win = (first: string | null, last: string | null, start = false, end = false) => ({ first, last, start, end, pinned: [] });

test("the entries between the window's ends are cards; an open end reaches the list's end", () => {
  assert.deepEqual(wholeRange(ids, win("e10", "e20")), [10, 20]);
  assert.deepEqual(wholeRange(ids, win("e10", "e20", false, true)), [10, 99], "a page appended at the end joins the window");
  assert.deepEqual(wholeRange([...ids, "e100"], win("e10", "e20", true)), [0, 20], "entries shown above join it at the start");
  assert.deepEqual(wholeRange(ids, WHOLE), [0, 99], "before the list is measured, all of it");
});

test("an end that left the list gives way to a stretch from the start", () => {
  assert.deepEqual(wholeRange(ids, win("gone", "e20")), [0, 20]);
  assert.deepEqual(wholeRange(ids, win("e10", "gone")), [10, 10 + FALLBACK_ENTRIES - 1]);
  assert.deepEqual(wholeRange(ids.slice(0, 5), win("gone", "gone")), [0, FALLBACK_ENTRIES - 1], "a reloaded short list is all cards");
});

test("a return opens the window at the reading place", () => {
  assert.deepEqual(wholeRange(ids, windowAt("e60")), [60, 60 + FALLBACK_ENTRIES - 1]);
  assert.equal(windowAt(undefined), WHOLE);
});
