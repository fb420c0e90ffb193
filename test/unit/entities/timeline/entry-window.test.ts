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

test("heights are kept for as many entries as the held feeds can list; the least recently measured go first", async () => {
  const { KEPT_HEIGHTS, rememberHeights } = await import("../../../../src/entities/timeline/window-measure");
  const heights = new Map<string, number>();
  rememberHeights(heights, [["old", 100], ["again", 200]]);
  for (let n = 0; n < KEPT_HEIGHTS; n += 40) {
    rememberHeights(heights, Array.from({ length: 40 }, (_, i) => [`p${n + i}`, 300] as const));
    if (n === 400) rememberHeights(heights, [["again", 250]]);
  }
  assert.equal(heights.size, KEPT_HEIGHTS);
  assert.equal(heights.has("old"), false, "the least recently measured left");
  assert.equal(heights.get("again"), 250, "measured again, it is recent again");
  assert.equal(heights.has("p0"), false);
  assert.equal(heights.get("p1"), 300);
  assert.equal(heights.get(`p${KEPT_HEIGHTS - 1}`), 300, "the cards measured last (on screen) stay");
});

test("the heights kept cover every entry the held feeds can list", async () => {
  const { KEPT_HEIGHTS } = await import("../../../../src/entities/timeline/window-measure");
  const { MAX_ENTRIES, MAX_FEEDS } = await import("../../../../src/entities/timeline/timeline-state");
  assert.equal(KEPT_HEIGHTS, MAX_FEEDS * MAX_ENTRIES);
});
