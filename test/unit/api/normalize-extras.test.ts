// The smaller answers (custom feeds, groups, reactions with accounts, DID search, instance v2, admin accounts,
// conversation tracking) go through the readers: as Mastodon, Pleroma, Hollo and Mitra document them, with
// unreadable entries left out and counted, and an unreadable single answer an error instead of a crash later.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { beforeEach, test } from "node:test";
import { ApiError, UNKNOWN_ERROR } from "../../../src/api/client";
import { getAccountLists } from "../../../src/api/endpoints/account-extras";
import { getAdminAccounts } from "../../../src/api/endpoints/admin-accounts";
import { searchByDid } from "../../../src/api/endpoints/search";
import { getInstanceV2 } from "../../../src/api/endpoints/server-details";
import { createGroup, getGroupSource, updateGroup } from "../../../src/api/endpoints/group-changes";
import { getFollowedGroups, getGroupMembers } from "../../../src/api/endpoints/groups";
import { getReactions, setConversationTracking } from "../../../src/api/endpoints/interactions";
import { createList, getList, getLists, renameList } from "../../../src/api/endpoints/lists";
import { droppedCount, resetDropped } from "../../../src/api/normalize/dropped";
import { fakeApi, json } from "./fake-fetch";

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../../fixtures/servers/${name}.json`, import.meta.url), "utf8"));
const extras = fixture("extras");
const mastodon = fixture("mastodon");

console.warn = () => undefined;
beforeEach(() => resetDropped());

const answering = (body: unknown) => fakeApi(() => json(body)).api;
const unreadable = (promise: Promise<unknown>) =>
  assert.rejects(promise, (e: unknown) => e instanceof ApiError && e.message === UNKNOWN_ERROR);

test("custom feeds: Mastodon lists are read, numeric ids become strings, unreadable ones are dropped", async () => {
  for (const load of [getLists, (api: Parameters<typeof getLists>[0]) => getAccountLists(api, "a1")]) {
    resetDropped();
    const feeds = await load(answering(extras.mastodonLists));
    assert.deepEqual(feeds, [
      { id: "12249", title: "Friends", replies_policy: "list", exclusive: false },
      { id: "13", title: "Numbers as ids", replies_policy: "none" },
    ]);
    assert.equal(droppedCount("custom feed"), 2);
  }
  assert.deepEqual(await getList(answering(extras.mastodonLists[0]), "12249"), extras.mastodonLists[0]);
  assert.equal((await createList(answering({ id: 7, title: "New" }), "New")).id, "7");
  assert.equal((await renameList(answering({ id: "7" }), "7", "Renamed")).title, "", "a missing title is empty");
  await unreadable(getList(answering({ title: "no id" }), "1"));
  resetDropped();
  assert.deepEqual(await getLists(answering({ lists: [] })), [], "an answer that is no list is an empty one");
  assert.equal(droppedCount("custom feed list"), 1);
});

test("reactions with their accounts (Pleroma): unreadable reactions and accounts are left out", async () => {
  const reactions = await getReactions(answering(extras.pleromaReactions), "s1");
  assert.deepEqual(
    reactions.map((r) => [r.name, r.count, r.me, r.url ?? null, r.accounts.map((a) => a.acct)]),
    [
      ["👍", 2, true, null, ["lain"]],
      ["blobcat", 1, false, "https://pleroma.example/emoji/blobcat.png", ["hj@other.example"]],
    ],
  );
  assert.equal(droppedCount("reaction"), 2);
  assert.equal(droppedCount("account"), 1);
});

test("conversation tracking answers a post read like any other, or an error when it is none", async () => {
  const post = await setConversationTracking(answering(mastodon.status), mastodon.status.id, "follow");
  assert.equal(post.id, mastodon.status.id);
  assert.deepEqual(post.pleroma.emoji_reactions, [], "Mitra-only fields get their defaults");
  await unreadable(setConversationTracking(answering({ id: "1", account: null }), "1", "normal"));
});

test("groups: followed groups and members are read and filtered, a created or edited group is an account", async () => {
  const groups = await getFollowedGroups(answering([extras.mitraGroup, { id: "x" }, null]), "following");
  assert.deepEqual(groups.map((g) => [g.acct, g.is_group]), [["gardeners", true]]);
  assert.equal(droppedCount("account"), 2);
  const members = await getGroupMembers(answering(extras.mitraGroupMembers), extras.mitraGroup.id);
  assert.deepEqual(members.map((m) => [m.account.acct, m.affiliation]), [["ana", "admin"]]);
  assert.equal(droppedCount("group member"), 2);
  assert.equal((await createGroup(answering(extras.mitraGroup), "gardeners", "")).payment_options.length, 0);
  assert.equal((await updateGroup(answering(extras.mitraGroup), extras.mitraGroup.id, "We grow things")).display_name, "Gardeners");
  await unreadable(updateGroup(answering({ error: "oops" }), "g", "d"));
  assert.equal(await getGroupSource(answering({ description: "We grow things" }), "g"), "We grow things");
  assert.equal(await getGroupSource(answering({ description: null }), "g"), "");
  assert.equal(await getGroupSource(answering([]), "g"), "");
});

test("search by DID reads the accounts and drops the unreadable", async () => {
  const found = await searchByDid(answering([mastodon.credentialAccount, { username: "no id" }]), "did:key:z6Mk");
  assert.deepEqual(found.map((a) => a.id), [mastodon.credentialAccount.id]);
  assert.equal(droppedCount("account"), 1);
});

test("instance v2 as Mastodon, Hollo and Mitra send it", async () => {
  const m = await getInstanceV2(answering(extras.mastodonInstanceV2));
  assert.equal(m.usage?.users?.active_month, 123122);
  assert.deepEqual(m.registrations, { enabled: false, approval_required: false, message: null });
  assert.equal(m.contact?.account?.acct, "Gargron");
  const hollo = await getInstanceV2(answering(extras.holloInstanceV2));
  assert.equal(hollo.usage?.users?.active_month, 7, "a count sent as a string");
  assert.deepEqual(hollo.registrations, { enabled: false, approval_required: false, message: null });
  assert.equal(hollo.contact, undefined);
  const mitra = await getInstanceV2(answering(extras.mitraInstanceV2));
  assert.deepEqual([mitra.like_emoji, mitra.favorite_emojis, mitra.contact?.account], ["heart", ["❤️", "👍"], null]);
  assert.equal(mitra.extended_description, "<p>Rules</p>");
  await unreadable(getInstanceV2(answering({ title: "no domain" })));
  const bare = await getInstanceV2(answering({ domain: "bare.example", usage: { users: null } }));
  assert.deepEqual([bare.title, bare.usage], ["bare.example", undefined]);
});

test("admin accounts: Mitra's are read with their type and last sign-in, Mastodon's with defaults", async () => {
  const accounts = await getAdminAccounts(answering([...extras.mitraAdminAccounts, extras.mastodonAdminAccount]));
  assert.deepEqual(
    accounts.map((a) => [a.account.acct, a.role?.name ?? null, a.account_type, a.last_login_at]),
    [
      ["admin", "admin", "user", "2026-11-01T10:00:00Z"],
      ["gardeners", null, "group", null],
      ["admin", "Owner", "user", null],
    ],
  );
  assert.deepEqual(accounts[0]!.role?.permissions_names, ["create_post", "delete_any_post"]);
  assert.equal(accounts[2]!.id, "108965218747268792");
  assert.equal(droppedCount("admin account"), 1);
});
