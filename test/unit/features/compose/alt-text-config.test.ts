import { test } from "node:test";
import assert from "node:assert/strict";
import { DEFAULT_CONFIG, parseConfig } from "../../../../src/state/config";

test("the alt-text reminder is on by default and can be turned off", () => {
  assert.equal(DEFAULT_CONFIG.altTextReminderEnabled, true);
  assert.equal(parseConfig({}).altTextReminderEnabled, true);
  assert.equal(parseConfig({ altTextReminderEnabled: "no" }).altTextReminderEnabled, true);
  assert.equal(parseConfig({ altTextReminderEnabled: false }).altTextReminderEnabled, false);
});
