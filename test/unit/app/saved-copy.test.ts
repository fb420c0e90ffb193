// The "saved copy" mark goes once the server answers again: while it is shown, the server is asked again (at once
// when the browser comes back online, else after a wait that doubles), since only an answer clears it.
import { test, type TestContext } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import { installDom } from "../entities/emoji/dom";
import { RECHECK_MAX_MS, RECHECK_MS, askWhileSaved } from "../../../src/app/saved-copy";
import { savedCopyAtom } from "../../../src/state/offline";

installDom();
const settle = () => new Promise((done) => setImmediate(done));

function setUp(t: TestContext, online = true) {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  let onLine = online;
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => onLine });
  const store = createStore();
  store.set(savedCopyAtom, true);
  const asked: number[] = [];
  let elapsed = 0;
  // Each ask is answered from the saved copy (the mark stays) until `back`, when the server answers (it goes).
  let back = false;
  const ask = async () => {
    asked.push(elapsed);
    if (back) store.set(savedCopyAtom, false);
  };
  const tick = async (ms: number) => {
    elapsed += ms;
    t.mock.timers.tick(ms);
    await settle();
  };
  return {
    store,
    asked,
    ask,
    tick,
    serverBack: () => (back = true),
    goOnline: async () => {
      onLine = true;
      window.dispatchEvent(new Event("online"));
      await settle();
    },
  };
}

test("while the saved copy is shown the server is asked again, less and less often, until it answers", async (t) => {
  const s = setUp(t);
  askWhileSaved(() => s.store, s.ask);
  askWhileSaved(() => s.store, s.ask); // a second "saved copy" word starts no second round
  await s.tick(RECHECK_MS - 1);
  assert.deepEqual(s.asked, [], "not at once: the read that brought the mark has just failed");
  await s.tick(1);
  await s.tick(RECHECK_MS);
  await s.tick(2 * RECHECK_MS);
  assert.deepEqual(s.asked, [RECHECK_MS, 2 * RECHECK_MS, 4 * RECHECK_MS]);
  for (let i = 0; i < 6; i++) await s.tick(RECHECK_MAX_MS);
  const gaps = s.asked.slice(1).map((at, i) => at - s.asked[i]);
  assert.equal(Math.max(...gaps), RECHECK_MAX_MS, "the wait stops growing");
  s.serverBack();
  await s.tick(RECHECK_MAX_MS);
  assert.equal(s.store.get(savedCopyAtom), false, "the server's answer clears the mark");
  const count = s.asked.length;
  await s.tick(10 * RECHECK_MAX_MS);
  assert.equal(s.asked.length, count, "and nothing is asked after it");
});

test("offline, nothing is asked; coming back online asks at once, and again soon if that first read fails", async (t) => {
  const s = setUp(t, false);
  askWhileSaved(() => s.store, s.ask);
  await s.tick(10 * RECHECK_MAX_MS);
  assert.deepEqual(s.asked, []);
  await s.goOnline();
  assert.equal(s.asked.length, 1, "asked when the connection returns");
  // That first read was still answered from the saved copy (the network was coming up): asked again shortly.
  s.serverBack();
  await s.tick(RECHECK_MS);
  assert.equal(s.asked.length, 2);
  assert.equal(s.store.get(savedCopyAtom), false);
});

test("a mark cleared meanwhile (a timeline's read reached the server) ends the asking", async (t) => {
  const s = setUp(t);
  askWhileSaved(() => s.store, s.ask);
  s.store.set(savedCopyAtom, false);
  await s.tick(10 * RECHECK_MAX_MS);
  assert.deepEqual(s.asked, []);
  // A later mark starts a new round.
  s.store.set(savedCopyAtom, true);
  askWhileSaved(() => s.store, s.ask);
  s.serverBack();
  await s.tick(RECHECK_MS);
  assert.equal(s.asked.length, 1);
  assert.equal(s.store.get(savedCopyAtom), false);
});
