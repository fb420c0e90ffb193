import assert from "node:assert/strict";
import { test } from "node:test";

import { readNow, subscribeNow, TICK_MS } from "../../../../src/entities/post/ticker";

test("the clock ticks every TICK_MS only while someone listens, and is fresh when the first listener arrives", (t) => {
  t.mock.timers.enable({ apis: ["setInterval", "Date"], now: 1_000_000 });
  let calls = 0;
  const stop = subscribeNow(() => calls++);
  assert.equal(readNow(), 1_000_000);
  t.mock.timers.tick(TICK_MS);
  assert.equal(calls, 1);
  assert.equal(readNow(), 1_000_000 + TICK_MS);
  const stopOther = subscribeNow(() => undefined);
  t.mock.timers.tick(TICK_MS);
  assert.equal(calls, 2, "one shared timer, not one per listener");
  stop();
  stopOther();
  t.mock.timers.tick(TICK_MS * 10);
  assert.equal(calls, 2, "no timer runs without listeners");
  assert.equal(readNow(), 1_000_000 + 2 * TICK_MS, "time stands still while nobody watches");
  subscribeNow(() => undefined)();
  assert.equal(readNow(), 1_000_000 + 12 * TICK_MS, "a new listener sees the current time at once");
});
