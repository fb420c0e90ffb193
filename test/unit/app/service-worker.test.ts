// The service worker's saved reads (the last timelines read, who was signed in) go with the session: signing out
// in any session clears them, not only in the first one the page started with.
import { test } from "node:test";
import assert from "node:assert/strict";
import { clearSavedReadsWhenSignedOut } from "../../../src/app/service-worker";
import { savedCopyAtom, updateReadyAtom } from "../../../src/state/offline";
import { tokenAtom } from "../../../src/state/session";
import { createSessionStores, sessionEpochAtom } from "../../../src/state/store";

function newSession(sessions: ReturnType<typeof createSessionStores>, token: string | null): void {
  const store = sessions.current();
  store.set(tokenAtom, token);
  store.set(sessionEpochAtom, store.get(sessionEpochAtom) + 1);
}

test("signing out clears the saved reads, in whichever session it happens", () => {
  const sessions = createSessionStores();
  sessions.current().set(tokenAtom, "alice");
  let cleared = 0;
  const stop = clearSavedReadsWhenSignedOut(sessions, () => cleared++);
  assert.equal(cleared, 0, "signed in at start: the saved reads are alice's and stay");
  newSession(sessions, null);
  assert.equal(cleared, 1, "alice signs out");
  newSession(sessions, "bob");
  assert.equal(cleared, 1, "bob signs in: nothing to clear");
  newSession(sessions, null);
  assert.equal(cleared, 2, "bob signs out in the third store: cleared again");
  stop();
});

test("signed out at start, the saved reads of an earlier session are cleared", () => {
  const sessions = createSessionStores();
  sessions.current().set(tokenAtom, null);
  let cleared = 0;
  clearSavedReadsWhenSignedOut(sessions, () => cleared++)();
  assert.equal(cleared, 1);
});

test("the saved-copy mark and a waiting new version outlive a change of session", () => {
  const sessions = createSessionStores();
  const reload = () => undefined;
  sessions.current().set(savedCopyAtom, true);
  sessions.current().set(updateReadyAtom, () => reload);
  newSession(sessions, "carol");
  assert.equal(sessions.current().get(savedCopyAtom), true);
  assert.equal(sessions.current().get(updateReadyAtom), reload);
  sessions.current().set(savedCopyAtom, false);
  sessions.current().set(updateReadyAtom, null);
});
