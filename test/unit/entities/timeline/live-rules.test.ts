import { test } from "node:test";
import assert from "node:assert/strict";
import { foldReposts, newerEntries } from "../../../../src/entities/timeline/live-rules";

test("new entries: those before the first listed one; a full page with none listed is a gap", () => {
  const known = new Set(["c", "d", "e"]);
  assert.deepEqual(newerEntries(["a", "b", "c", "d"], known, 4), { fresh: ["a", "b"], gap: false });
  assert.deepEqual(newerEntries(["c", "d"], known, 4), { fresh: [], gap: false });
  assert.deepEqual(newerEntries(["w", "x", "y", "z"], known, 4), { fresh: ["w", "x", "y", "z"], gap: true });
  assert.deepEqual(newerEntries(["w", "x"], known, 4), { fresh: ["w", "x"], gap: false }, "a short page is all there is");
  assert.deepEqual(newerEntries(["w", "x", "y", "z"], new Set(), 4), { fresh: ["w", "x", "y", "z"], gap: false });
});

test("a repost of the post shown just above folds into it; elsewhere it stays", () => {
  const folded = foldReposts([
    { id: "p1", target: "p1", repost: false },
    { id: "r1", target: "p1", repost: true },
    { id: "r2", target: "p1", repost: true },
    { id: "p2", target: "p2", repost: false },
    { id: "r3", target: "p1", repost: true },
    { id: "r4", target: "p9", repost: true },
    { id: "r5", target: "p9", repost: true },
    { id: "p9", target: "p9", repost: false },
  ]);
  assert.deepEqual(folded, [
    { id: "p1", folded: ["r1", "r2"] },
    { id: "p2", folded: [] },
    { id: "r3", folded: [] },
    { id: "r4", folded: ["r5"] },
    { id: "p9", folded: [] },
  ]);
});
