// Following a conversation: one change per post at a time, and that guard belongs to the session.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import { deferred, fakeApi } from "../../support/fake-api";
import { toggleConversationTrackingAtom } from "../../../../src/entities/post/conversation-actions";
import { apiAtom } from "../../../../src/state/session";

const post = { id: "p1", account: { id: "a", username: "ann", acct: "ann" }, content: "<p>x</p>" };

function session(answer: Promise<void>) {
  const store = createStore();
  const arrived = deferred();
  const fake = fakeApi(async () => {
    arrived.resolve();
    await answer;
    return { body: post };
  });
  store.set(apiAtom, fake.api);
  return { store, fake, arrived: arrived.promise };
}

test("a second change while one is on its way sends nothing; a new session is not held up by the old one", async () => {
  const hold = deferred();
  const first = session(hold.promise);
  const running = first.store.set(toggleConversationTrackingAtom, "p1", false);
  await first.arrived;
  await first.store.set(toggleConversationTrackingAtom, "p1", false);
  assert.equal(first.fake.requests.length, 1, "nothing sent twice");

  // The person signs out and in again while the old request hangs: the new session's store sends its own.
  const second = session(Promise.resolve());
  await second.store.set(toggleConversationTrackingAtom, "p1", false);
  assert.equal(second.fake.requests.length, 1);

  hold.resolve();
  await running;
});
