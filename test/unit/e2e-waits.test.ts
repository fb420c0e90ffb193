// End-to-end tests wait for conditions, not for time: a fixed sleep passes on a fast machine and fails on a loaded
// one. A sleep is allowed only where time itself is the behaviour under test (a debounce, a poll period), and then
// a comment right above it says so.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const DIR = "test/e2e";

test("end-to-end tests sleep only where time is the behaviour under test, and say so", () => {
  const unexplained: string[] = [];
  for (const name of readdirSync(DIR).filter((n) => n.endsWith(".ts"))) {
    const lines = readFileSync(join(DIR, name), "utf8").split("\n");
    lines.forEach((line, i) => {
      if (!/waitForTimeout\(|setTimeout\(resolve, \d/.test(line)) return;
      const above = lines.slice(Math.max(0, i - 3), i).join("\n");
      if (!/behaviour under test/.test(above)) unexplained.push(`${name}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(unexplained, [], "a fixed sleep without a comment saying it is the behaviour under test");
});
