import { test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import { fakeApi } from "../../support/fake-api";
import { addReplyAtom, insertReply, KEPT_THREADS, threadQuery } from "../../../../src/features/thread/thread-actions";
import { postFamily } from "../../../../src/state/posts";
import { queryEntryCount, queryStateAtom } from "../../../../src/state/query";
import { apiAtom } from "../../../../src/state/session";
import { readStatus } from "../../../../src/api/normalize/status";

const entry = (id: string, in_reply_to_id: string | null = null) => ({ id, in_reply_to_id });
const ids = (posts: readonly { id: string }[] | undefined) => posts?.map((p) => p.id);

test("a reply goes right after its parent, or at the end", () => {
  const thread = [entry("a"), entry("b", "a"), entry("c", "a")];
  assert.deepEqual(ids(insertReply(thread, entry("r", "b"))), ["a", "b", "r", "c"]);
  assert.deepEqual(ids(insertReply(thread.slice(0, 2), entry("r", "zz"))), ["a", "b", "r"]);
  assert.deepEqual(ids(insertReply([], entry("r"))), ["r"]);
});

/** A server where the thread of post `x` is `x` and its reply `x-r`. */
function server() {
  const post = (id: string, parent: string | null = null) => ({ id, in_reply_to_id: parent, account: { id: "a", username: "ann", acct: "ann" }, content: `<p>${id}</p>` });
  return fakeApi(({ url }) => {
    const id = decodeURIComponent(url.pathname.split("/")[4] ?? "");
    return { body: [post(id), post(`${id}-r`, id)] };
  });
}

test("a revisited thread shows what it had at once, from the cache, without asking again while fresh", async () => {
  const store = createStore();
  const fake = server();
  store.set(apiAtom, fake.api);
  await store.set(threadQuery.fetchAtom, "p1");
  assert.deepEqual(ids(store.get(queryStateAtom(threadQuery, "p1")).data), ["p1", "p1-r"]);
  await store.set(threadQuery.fetchAtom, "p2");
  // Back to the first thread: its posts are still cached and nothing is requested.
  await store.set(threadQuery.fetchAtom, "p1");
  assert.equal(fake.count("GET", /\/thread$|\/context$/), 2);
  assert.equal(store.get(postFamily("p1-r"))?.content, "<p>p1-r</p>");
  // A refresh (what a stale visit does) asks again and keeps the posts held.
  await store.set(threadQuery.fetchAtom, "p1", true);
  assert.equal(fake.count("GET", /\/thread$|\/context$/), 3);
  assert.ok(store.get(postFamily("p1")));
});

test(`beyond ${KEPT_THREADS} threads the oldest lets go of its posts and loads again on the next visit`, async () => {
  const store = createStore();
  const fake = server();
  store.set(apiAtom, fake.api);
  for (let i = 0; i <= KEPT_THREADS; i++) await store.set(threadQuery.fetchAtom, `t${i}`);
  assert.equal(store.get(postFamily("t0")), undefined, "the oldest thread's posts left the cache");
  assert.equal(store.get(queryStateAtom(threadQuery, "t0")).status, "idle");
  assert.ok(store.get(postFamily("t1")), "the others stay");
  await store.set(threadQuery.fetchAtom, "t0");
  assert.ok(store.get(postFamily("t0")));
});

// Fifty threads read one after another must not leave fifty query entries behind, one per address.
test(`only the last ${KEPT_THREADS} threads keep a query entry`, async () => {
  const store = createStore();
  store.set(apiAtom, server().api);
  const before = queryEntryCount();
  for (let i = 0; i < 30; i++) await store.set(threadQuery.fetchAtom, `many${i}`);
  assert.equal(queryEntryCount() - before, KEPT_THREADS);
  assert.equal(store.get(queryStateAtom(threadQuery, "many29")).status, "ready");
  assert.equal(store.get(queryStateAtom(threadQuery, "many0")).status, "idle", "a dropped thread reads as not loaded");
});

test("a reply written in the thread is listed after its parent and held with the thread", async () => {
  const store = createStore();
  store.set(apiAtom, server().api);
  await store.set(threadQuery.fetchAtom, "p1");
  const reply = readStatus({ id: "mine", in_reply_to_id: "p1", account: { id: "me", username: "me", acct: "me" }, content: "<p>hi</p>" })!;
  store.set(addReplyAtom, "p1", "p1", reply);
  assert.deepEqual(ids(store.get(queryStateAtom(threadQuery, "p1")).data), ["p1", "mine", "p1-r"]);
  assert.equal(store.get(postFamily("mine"))?.id, "mine");
});
