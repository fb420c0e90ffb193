import { test } from "node:test";
import assert from "node:assert/strict";
import {
  canAttach,
  canPublish,
  charactersLeft,
  EMPTY_POLL,
  pollInputCount,
  pollPayload,
  showCounter,
} from "../../../../src/features/compose/composer-rules";

test("characters left is max minus the length in UTF-16 units and may go negative", () => {
  assert.equal(charactersLeft(500, ""), 500);
  assert.equal(charactersLeft(500, "hello"), 495);
  assert.equal(charactersLeft(10, "12345678901"), -1);
  assert.equal(charactersLeft(10, "👍"), 8);
});

test("the counter shows only under 100 left", () => {
  assert.equal(showCounter(100), false);
  assert.equal(showCounter(99), true);
  assert.equal(showCounter(0), true);
  assert.equal(showCounter(-5), true);
});

test("publish needs 0 or more left, nothing sending and no upload running", () => {
  assert.equal(canPublish({ left: 0, sending: false, uploading: false }), true);
  assert.equal(canPublish({ left: -1, sending: false, uploading: false }), false);
  assert.equal(canPublish({ left: 10, sending: true, uploading: false }), false);
  assert.equal(canPublish({ left: 10, sending: false, uploading: true }), false);
});

test("attaching needs room below the limit and no upload running", () => {
  assert.equal(canAttach({ count: 3, max: 4, uploading: false }), true);
  assert.equal(canAttach({ count: 4, max: 4, uploading: false }), false);
  assert.equal(canAttach({ count: 1, max: 4, uploading: true }), false);
});

test("poll inputs grow from 2 to 6 as they fill", () => {
  assert.equal(pollInputCount(["", ""]), 2);
  assert.equal(pollInputCount(["a", ""]), 2);
  assert.equal(pollInputCount(["a", "b"]), 3);
  assert.equal(pollInputCount(["a", "b", "c"]), 4);
  assert.equal(pollInputCount(["a", "b", "c", "d", "e"]), 6);
  assert.equal(pollInputCount(["a", "b", "c", "d", "e", "f"]), 6);
  assert.equal(pollInputCount(["  ", " "]), 2);
  // A later option stays visible when an earlier one is cleared.
  assert.equal(pollInputCount(["", "", "c"]), 4);
});

test("poll options are trimmed, empty ones dropped; duration sent in seconds; no options means no poll", () => {
  assert.deepEqual(pollPayload({ ...EMPTY_POLL, options: [" yes ", "", "no", "  "] }), { options: ["yes", "no"], expires_in: 86400, multiple: false });
  assert.deepEqual(pollPayload({ options: ["a", "b"], duration: 3, unit: "hours", multiple: true }), { options: ["a", "b"], expires_in: 10800, multiple: true });
  assert.deepEqual(pollPayload({ options: ["a", "b"], duration: 2, unit: "days", multiple: false })?.expires_in, 172800);
  assert.equal(pollPayload({ ...EMPTY_POLL, options: ["", " "] }), null);
  assert.equal(EMPTY_POLL.duration, 1);
  assert.equal(EMPTY_POLL.unit, "days");
  // A duration below 1 never reaches the server.
  assert.equal(pollPayload({ options: ["a"], duration: 0, unit: "hours", multiple: false })?.expires_in, 3600);
});
