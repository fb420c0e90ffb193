// Post actions through a store with a fake server: the overlay shows the intent at once, a failure rolls it back
// with exactly one translated message, and rapid taps send only what is needed to reach the final intent.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import type { Status } from "../../../../src/api/types";
import { toggleFavouriteAtom, toggleReactionAtom } from "../../../../src/entities/post/actions";
import { noticesAtom } from "../../../../src/state/notices";
import { mergePost, overlayFamily, postFamily, upsertPostsAtom } from "../../../../src/state/posts";
import { apiAtom } from "../../../../src/state/session";
import { deferred, fakeApi, settle, status, type FakeAnswer } from "../../support/fake-api";

const FAVOURITE = /\/api\/v1\/statuses\/[^/]+\/(un)?favourite$/;

function storeWith(id: string, handler: Parameters<typeof fakeApi>[0], over: Record<string, unknown> = {}) {
  const store = createStore();
  const fake = fakeApi(handler);
  store.set(apiAtom, fake.api);
  store.set(upsertPostsAtom, [status(id, over) as unknown as Status]);
  const shown = () => mergePost(store.get(postFamily(id))!, store.get(overlayFamily(id)));
  return { store, fake, shown };
}

/** The server's answer to a like or unlike: the post with the flag set and the count moved. */
const liked = (id: string, on: boolean) => ({ body: status(id, { favourited: on, favourites_count: on ? 1 : 0 }) });

test("a like shows at once, and the server's answer is adopted", async () => {
  const gate = deferred();
  const { store, fake, shown } = storeWith("p1", async ({ url }) => {
    await gate.promise;
    return liked("p1", url.pathname.endsWith("/favourite"));
  });
  const done = store.set(toggleFavouriteAtom, "p1");
  assert.equal(shown().favourited, true, "the intent shows before the server answers");
  assert.equal(shown().favourites_count, 1);
  gate.resolve();
  await done;
  assert.equal(store.get(postFamily("p1"))!.favourited, true, "the answer is in the cache");
  assert.equal(store.get(overlayFamily("p1"))?.favourited, undefined, "the overlay is cleared");
  assert.equal(fake.count("POST", FAVOURITE), 1);
  assert.deepEqual(store.get(noticesAtom), []);
});

test("a failed like rolls the overlay back and shows one translated message", async () => {
  const { store, shown } = storeWith("p2", () => ({ status: 500, body: { error: "database is on fire" } }));
  await store.set(toggleFavouriteAtom, "p2");
  assert.equal(shown().favourited, false, "rolled back");
  assert.equal(shown().favourites_count, 0);
  const notices = store.get(noticesAtom);
  assert.equal(notices.length, 1, "one message");
  assert.equal(notices[0].kind, "error");
  assert.match(notices[0].message, /database is on fire/);
});

test("a network failure is said in words, not as a raw error", async () => {
  const { store } = storeWith("p3", () => Promise.reject(new TypeError("Failed to fetch")));
  await store.set(toggleFavouriteAtom, "p3");
  const notices = store.get(noticesAtom);
  assert.equal(notices.length, 1);
  assert.doesNotMatch(notices[0].message, /TypeError|Failed to fetch/);
});

test("three rapid taps (on, off, on) send one request: the final intent", async () => {
  const gate = deferred();
  const { store, fake, shown } = storeWith("p4", async ({ url }) => {
    await gate.promise;
    return liked("p4", url.pathname.endsWith("/favourite"));
  });
  const taps = [store.set(toggleFavouriteAtom, "p4"), store.set(toggleFavouriteAtom, "p4"), store.set(toggleFavouriteAtom, "p4")];
  assert.equal(shown().favourited, true, "the last tap's intent shows");
  gate.resolve();
  await Promise.all(taps);
  assert.equal(fake.count("POST", FAVOURITE), 1);
  assert.equal(fake.requests[0].url.pathname, "/api/v1/statuses/p4/favourite");
  assert.equal(shown().favourited, true);
});

test("two rapid taps (on, off) end off on the server, in order, and never more than needed", async () => {
  const gates = [deferred(), deferred()];
  let n = 0;
  const { store, fake, shown } = storeWith("p5", async ({ url }) => {
    await gates[n++].promise;
    return liked("p5", url.pathname.endsWith("/favourite"));
  });
  const taps = [store.set(toggleFavouriteAtom, "p5"), store.set(toggleFavouriteAtom, "p5")];
  assert.equal(shown().favourited, false);
  gates[0].resolve();
  await settle();
  gates[1].resolve();
  await Promise.all(taps);
  assert.deepEqual(
    fake.requests.map((r) => r.url.pathname.split("/").pop()),
    ["favourite", "unfavourite"],
  );
  assert.equal(store.get(postFamily("p5"))!.favourited, false);
  assert.equal(shown().favourited, false);
});

test("a failed reaction rolls back its chip and says why once", async () => {
  const answer: FakeAnswer = { status: 422, body: { error: "reaction limit reached" } };
  const { store, shown } = storeWith("p6", () => answer);
  const done = store.set(toggleReactionAtom, "p6", "🎉");
  assert.deepEqual(shown().pleroma.emoji_reactions.map((r) => [r.name, r.me]), [["🎉", true]]);
  await done;
  assert.deepEqual(shown().pleroma.emoji_reactions, []);
  const notices = store.get(noticesAtom);
  assert.equal(notices.length, 1);
  assert.match(notices[0].message, /reaction limit reached/);
});
