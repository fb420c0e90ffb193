import { test } from "node:test";
import assert from "node:assert/strict";
import { atom, createStore } from "jotai";
import {
  appLevel,
  appShared,
  createSessionStores,
  nextSessionStore,
  perSession,
  sessionEndedAtom,
  sessionEpochAtom,
} from "../../../src/state/store";
import { postFamily, releasePosts, retainPosts, upsertPostsAtom, holderCount } from "../../../src/state/posts";
import type { Status } from "../../../src/api/types";

const post = (id: string) => ({ id, content: "", account: { id: "a" }, pleroma: {} }) as unknown as Status;

test("a new session's store keeps carried and shared atoms and nothing else", () => {
  const carried = appLevel(atom("alice-token"));
  const shared = appShared("Social");
  const data = atom<string[]>([]);
  const first = createStore();
  first.set(carried, "bob-token");
  first.set(shared, "Renamed");
  first.set(data, ["alice's post"]);
  const second = nextSessionStore(first);
  assert.equal(second.get(carried), "bob-token");
  assert.equal(second.get(shared), "Renamed");
  assert.deepEqual(second.get(data), []);
  assert.equal(first.get(sessionEndedAtom), true);
  assert.equal(second.get(sessionEndedAtom), false);
});

test("a shared atom written from an old store reaches the current one", () => {
  const shared = appShared<string | null>(null);
  const old = createStore();
  const current = nextSessionStore(old);
  const seen: (string | null)[] = [];
  current.sub(shared, () => seen.push(current.get(shared)));
  old.set(shared, "late instance");
  assert.equal(current.get(shared), "late instance");
  assert.deepEqual(seen, ["late instance"]);
});

test("per-session objects are one per store", () => {
  const maps = perSession(() => new Map<string, number>());
  const a = createStore();
  const b = createStore();
  a.get(maps).set("x", 1);
  assert.equal(a.get(maps).get("x"), 1);
  assert.equal(b.get(maps).size, 0);
});

test("the session stores follow the epoch: a sign-in or sign-out gives an empty store", () => {
  const sessions = createSessionStores();
  const first = sessions.current();
  first.set(upsertPostsAtom, [post("p1")]);
  let changes = 0;
  sessions.subscribe(() => changes++);
  first.set(sessionEpochAtom, 1);
  const second = sessions.current();
  assert.notEqual(second, first);
  assert.equal(sessions.key(), 1);
  assert.equal(changes, 1);
  assert.equal(second.get(postFamily("p1")), undefined, "the previous session's post is not there");
  second.set(sessionEpochAtom, 2);
  assert.equal(sessions.key(), 2);
  first.set(sessionEpochAtom, 5);
  assert.equal(sessions.key(), 2, "an old store's changes start nothing");
});

test("an ended session's clean-up does not evict what the new session holds", () => {
  const old = createStore();
  old.set(upsertPostsAtom, [post("p2")]);
  retainPosts(old.get, ["p2"]);
  const next = nextSessionStore(old);
  next.set(upsertPostsAtom, [post("p2")]);
  retainPosts(next.get, ["p2"]);
  const atomBefore = postFamily("p2");
  releasePosts(old.get, ["p2"]); // the old tree unmounts after the new one rendered
  assert.equal(postFamily("p2"), atomBefore, "the family entry the new tree subscribed to stays");
  assert.equal(next.get(postFamily("p2"))?.id, "p2");
  assert.equal(holderCount(next.get, "p2"), 1);
});
