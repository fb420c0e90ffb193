// Counts follow the person's own actions: following raises the other's followers (and my following), a reply
// raises its parent's reply count wherever the parent shows. Driven through the real actions with a fake server.
import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import type { Account, CredentialAccount, Relationship, Status } from "../../../src/api/types";

(globalThis as unknown as { window: unknown }).window = { MITRA_CONFIG: { apiUrl: "https://social.example" } };
const g = globalThis as unknown as { fetch: typeof fetch };

const { accountFamily } = await import("../../../src/state/accounts");
const { adjustAccountCounts, countChanges } = await import("../../../src/state/account-counts");
const { followAtom, removeFromFollowersAtom, unfollowAtom } = await import("../../../src/state/relationship-actions");
const { serverRelationshipFamily } = await import("../../../src/state/relationships");
const { adoptOwnReplyAtom, postFamily, postViewFamily, withOneMoreReply } = await import("../../../src/state/posts");
const { currentUserAtom, tokenAtom } = await import("../../../src/state/session");
const { answerFollowRequestAtom } = await import("../../../src/features/relationships/actions");

const rel: Relationship = {
  id: "bob",
  following: false,
  followed_by: false,
  requested: false,
  requested_by: false,
  subscription_to: false,
  subscription_from: false,
  showing_reblogs: true,
  showing_replies: true,
  muting: false,
};
const account = (id: string, followers: number, following: number) =>
  ({ id, acct: id, username: id, followers_count: followers, following_count: following, statuses_count: 0 }) as Account;

let answer: () => Response;
beforeEach(() => {
  g.fetch = (async () => answer()) as typeof fetch;
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function signedIn(relationship: Relationship) {
  const store = createStore();
  store.set(tokenAtom, "token");
  store.set(currentUserAtom, account("me", 4, 10) as CredentialAccount);
  store.set(accountFamily("me"), account("me", 4, 10));
  store.set(accountFamily("bob"), account("bob", 7, 2));
  store.set(serverRelationshipFamily("bob"), relationship);
  return store;
}

test("countChanges: following moves their followers and my following; losing a follower moves the other two", () => {
  assert.deepEqual(countChanges(rel, { ...rel, following: true }), {
    theirs: { followers_count: 1, following_count: 0 },
    mine: { followers_count: 0, following_count: 1 },
  });
  assert.deepEqual(countChanges({ ...rel, followed_by: true }, rel), {
    theirs: { followers_count: 0, following_count: -1 },
    mine: { followers_count: -1, following_count: 0 },
  });
  // A follow request that is only pending changes nothing.
  assert.deepEqual(countChanges(rel, { ...rel, requested: true }).theirs.followers_count, 0);
});

test("adjustAccountCounts never goes below zero and leaves accounts not cached alone", () => {
  const store = createStore();
  store.set(accountFamily("a"), account("a", 0, 1));
  adjustAccountCounts(store.get, store.set, "a", { followers_count: -1, following_count: 1 });
  assert.equal(store.get(accountFamily("a"))?.followers_count, 0);
  assert.equal(store.get(accountFamily("a"))?.following_count, 2);
  adjustAccountCounts(store.get, store.set, "nobody", { followers_count: 1 });
  assert.equal(store.get(accountFamily("nobody")), undefined);
});

test("following someone raises their follower count and my following count on screen", async () => {
  const store = signedIn(rel);
  answer = () => json({ ...rel, following: true });
  await store.set(followAtom, { accountId: "bob", locked: false });
  assert.equal(store.get(accountFamily("bob"))?.followers_count, 8);
  assert.equal(store.get(accountFamily("me"))?.following_count, 11);
  assert.equal(store.get(currentUserAtom)?.following_count, 11, "my session's copy (the settings' export rows) too");
  answer = () => json(rel);
  await store.set(unfollowAtom, "bob");
  assert.equal(store.get(accountFamily("bob"))?.followers_count, 7);
  assert.equal(store.get(accountFamily("me"))?.following_count, 10);
  assert.equal(store.get(currentUserAtom)?.following_count, 10);
});

test("a refused follow, or one only requested, leaves the counts", async () => {
  const store = signedIn(rel);
  answer = () => json({ error_description: "nope" }, 500);
  await assert.rejects(store.set(followAtom, { accountId: "bob", locked: false }));
  assert.equal(store.get(accountFamily("bob"))?.followers_count, 7);
  const controller = new AbortController();
  controller.abort();
  answer = () => json({ ...rel, requested: true });
  await store.set(followAtom, { accountId: "bob", locked: true, signal: controller.signal });
  assert.equal(store.get(accountFamily("bob"))?.followers_count, 7);
});

test("removing someone from my followers lowers my follower count", async () => {
  const store = signedIn({ ...rel, followed_by: true });
  answer = () => json(rel);
  await store.set(removeFromFollowersAtom, "bob");
  assert.equal(store.get(accountFamily("me"))?.followers_count, 3);
  assert.equal(store.get(currentUserAtom)?.followers_count, 3);
  assert.equal(store.get(accountFamily("bob"))?.following_count, 1);
});

const post = (id: string, over: Partial<Status> = {}) =>
  ({
    id,
    in_reply_to_id: null,
    replies_count: 2,
    favourited: false,
    favourites_count: 0,
    reblogged: false,
    reblogs_count: 0,
    bookmarked: false,
    pinned: false,
    reblog: null,
    account: account("bob", 7, 2),
    pleroma: { emoji_reactions: [], in_reply_to_account_acct: null, parent_visible: true, quote: null },
    ...over,
  }) as Status;

test("a published reply raises its parent's reply count in every view of the parent, and is cached itself", () => {
  const store = createStore();
  store.set(postFamily("p"), post("p"));
  store.set(adoptOwnReplyAtom, post("r", { in_reply_to_id: "p", replies_count: 0 }));
  assert.equal(store.get(postViewFamily("p"))?.replies_count, 3);
  assert.equal(store.get(postFamily("r"))?.in_reply_to_id, "p");
  // A reply to a post not cached changes nothing else.
  store.set(adoptOwnReplyAtom, post("r2", { in_reply_to_id: "elsewhere" }));
  assert.equal(store.get(postFamily("elsewhere")), undefined);
  assert.equal(withOneMoreReply(post("x", { replies_count: -3 })).replies_count, 1);
});

test("accepting a follow request from the list raises my followers and their following; rejecting moves nothing", async () => {
  // The list of requests has no relationships loaded.
  const store = signedIn(rel);
  store.set(serverRelationshipFamily("bob"), undefined);
  answer = () => json({ ...rel, followed_by: true });
  await store.set(answerFollowRequestAtom, { accountId: "bob", accept: true });
  assert.equal(store.get(accountFamily("me"))?.followers_count, 5);
  assert.equal(store.get(accountFamily("bob"))?.following_count, 3);
  assert.equal(store.get(serverRelationshipFamily("bob"))?.followed_by, true);
  store.set(accountFamily("carol"), { ...account("carol", 1, 1), id: "carol" });
  answer = () => json({ ...rel, id: "carol" });
  await store.set(answerFollowRequestAtom, { accountId: "carol", accept: false });
  assert.equal(store.get(accountFamily("me"))?.followers_count, 5);
  assert.equal(store.get(accountFamily("carol"))?.following_count, 1);
});

test("deleting a reply lowers its parent's reply count and its author's post count; a refused delete leaves them", async () => {
  const { deletePostAtom } = await import("../../../src/entities/post/actions");
  const { confirmRequestAtom } = await import("../../../src/state/notices");
  const store = signedIn(rel);
  store.set(postFamily("p"), post("p", { replies_count: 1 }));
  store.set(postFamily("r"), post("r", { in_reply_to_id: "p", replies_count: 0 }));
  store.set(accountFamily("bob"), { ...account("bob", 7, 2), statuses_count: 5 });
  const remove = async () => {
    const done = store.set(deletePostAtom, "r");
    store.get(confirmRequestAtom)?.resolve(true);
    return done;
  };
  answer = () => json({ error_description: "nope" }, 500);
  assert.equal(await remove(), false);
  assert.equal(store.get(postViewFamily("p"))?.replies_count, 1);
  assert.equal(store.get(accountFamily("bob"))?.statuses_count, 5);
  answer = () => json(post("r", { in_reply_to_id: "p" }));
  assert.equal(await remove(), true);
  assert.equal(store.get(postViewFamily("p"))?.replies_count, 0);
  assert.equal(store.get(accountFamily("bob"))?.statuses_count, 4);
});

test("deleting my own post lowers the post count my own profile shows (the session's copy of me)", async () => {
  const { deletePostAtom } = await import("../../../src/entities/post/actions");
  const { confirmRequestAtom } = await import("../../../src/state/notices");
  const store = signedIn(rel);
  store.set(currentUserAtom, { ...account("me", 4, 10), statuses_count: 3 } as CredentialAccount);
  store.set(postFamily("mine"), post("mine", { account: account("me", 4, 10) }));
  answer = () => json(post("mine"));
  const done = store.set(deletePostAtom, "mine");
  store.get(confirmRequestAtom)?.resolve(true);
  assert.equal(await done, true);
  assert.equal(store.get(currentUserAtom)?.statuses_count, 2);
});

test("publishing a post raises my post count on my profile card and on my own profile (the session's copy of me)", async () => {
  const { countPublishedAtom } = await import("../../../src/features/compose/actions");
  const store = signedIn(rel);
  store.set(currentUserAtom, { ...account("me", 4, 10), statuses_count: 3 } as CredentialAccount);
  store.set(accountFamily("me"), { ...account("me", 4, 10), statuses_count: 3 });
  store.set(countPublishedAtom, post("new", { account: account("me", 4, 10) }));
  assert.equal(store.get(currentUserAtom)?.statuses_count, 4);
  assert.equal(store.get(accountFamily("me"))?.statuses_count, 4);
});
