// One run at a time: concurrent callers share the running promise, and the slot empties when it ends, failed or not.
import { test } from "node:test";
import assert from "node:assert/strict";
import { atom, createStore } from "jotai";
import { oneAtATime } from "../../../src/state/one-at-a-time";
import { chosenPeriod } from "../../../src/lib/period";

test("concurrent callers share one run; a later call starts a new one", async () => {
  const slot = atom<Promise<void> | null>(null);
  let runs = 0;
  let finish = () => {};
  const start = atom(null, (get, set) =>
    oneAtATime(get, set, slot, () => {
      runs += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    }),
  );
  const store = createStore();
  const first = store.set(start);
  const second = store.set(start);
  assert.equal(first, second);
  assert.equal(runs, 1);
  finish();
  await first;
  assert.equal(store.get(slot), null);
  const third = store.set(start);
  assert.notEqual(third, first);
  assert.equal(runs, 2);
  finish();
  await third;
});

test("a failed run empties the slot, and its callers see the failure", async () => {
  const slot = atom<Promise<void> | null>(null);
  const start = atom(null, (get, set) => oneAtATime(get, set, slot, () => Promise.reject(new Error("offline"))));
  const store = createStore();
  await assert.rejects(store.set(start), /offline/);
  assert.equal(store.get(slot), null);
});

test("a chosen polling period is used only when it is a number of at least 200 ms", () => {
  assert.equal(chosenPeriod(undefined, 60_000), 60_000);
  assert.equal(chosenPeriod(500, 60_000), 500);
  assert.equal(chosenPeriod(5, 60_000), 60_000);
  assert.equal(chosenPeriod(Number.NaN, 60_000), 60_000);
  assert.equal(chosenPeriod("500", 60_000), 60_000);
});
