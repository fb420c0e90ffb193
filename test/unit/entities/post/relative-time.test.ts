import { test } from "node:test";
import assert from "node:assert/strict";
import { relativeTime } from "../../../../src/entities/post/relative-time";

const now = new Date("2025-06-15T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;

test("under a minute (either way) is now", () => {
  assert.deepEqual(relativeTime(ago(0), now), { kind: "now" });
  assert.deepEqual(relativeTime(ago(29_000), now), { kind: "now" });
  assert.deepEqual(relativeTime(ago(-29_000), now), { kind: "now" });
});

test("minutes under 60, hours under 24, days under 7, rounded", () => {
  assert.deepEqual(relativeTime(ago(31_000), now), { kind: "minutes", n: 1, future: false });
  assert.deepEqual(relativeTime(ago(59 * MIN), now), { kind: "minutes", n: 59, future: false });
  assert.deepEqual(relativeTime(ago(H), now), { kind: "hours", n: 1, future: false });
  assert.deepEqual(relativeTime(ago(90 * MIN), now), { kind: "hours", n: 2, future: false });
  assert.deepEqual(relativeTime(ago(23 * H), now), { kind: "hours", n: 23, future: false });
  assert.deepEqual(relativeTime(ago(D), now), { kind: "days", n: 1, future: false });
  assert.deepEqual(relativeTime(ago(6 * D + 11 * H), now), { kind: "days", n: 6, future: false });
});

test("future times read in n …", () => {
  assert.deepEqual(relativeTime(ago(-5 * MIN), now), { kind: "minutes", n: 5, future: true });
  assert.deepEqual(relativeTime(ago(-3 * H), now), { kind: "hours", n: 3, future: true });
  assert.deepEqual(relativeTime(ago(-2 * D), now), { kind: "days", n: 2, future: true });
});

test("a week or more is a date, with the year only when it differs", () => {
  const r = relativeTime(ago(7 * D), now);
  assert.equal(r.kind, "date");
  assert.equal(r.kind === "date" && r.withYear, false);
  const old = relativeTime(new Date("2024-12-01T00:00:00Z"), now);
  assert.equal(old.kind === "date" && old.withYear, true);
  const far = relativeTime(ago(-30 * D), now);
  assert.equal(far.kind, "date");
});

test("the unit is chosen after rounding: 59.5 min is 1 h, 23.5 h is 1 day, 6.5 days is a date", () => {
  assert.deepEqual(relativeTime(ago(59.5 * MIN), now), { kind: "hours", n: 1, future: false });
  assert.deepEqual(relativeTime(ago(23.5 * H), now), { kind: "days", n: 1, future: false });
  assert.equal(relativeTime(ago(6.5 * D), now).kind, "date");
  assert.deepEqual(relativeTime(ago(-59.5 * MIN), now), { kind: "hours", n: 1, future: true });
});
