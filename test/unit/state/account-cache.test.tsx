// Accounts are normalised: a saved profile reaches the account cache, and cards given an older copy of the
// account (inside a post, in a list) show the cached one.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { installDom } from "../safety/dom";

const window = installDom();
const { act, createElement } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Provider, createStore } = await import("jotai");
const { Router } = await import("wouter");
const { memoryLocation } = await import("wouter/memory-location");
const { apiAtom, currentUserAtom, instanceAtom } = await import("../../../src/state/session");
const { accountFamily, adoptAccountsAtom, cachedAccountCount, idByAcctAtom, KEPT_ACCOUNTS, updateCurrentUserAtom } = await import("../../../src/state/account-cache");
const { upsertPostsAtom } = await import("../../../src/state/posts");
const { readStatus } = await import("../../../src/api/normalize/status");
const { readAccount, readCredentialAccount } = await import("../../../src/api/normalize/account");
const { PostHeader } = await import("../../../src/entities/post/PostHeader");
const { AccountCard } = await import("../../../src/entities/account/AccountCard");
const { saveProfileAtom } = await import("../../../src/features/settings/profile-actions");
const { fakeApi } = await import("../support/fake-api");

const me = { id: "me", username: "ann", acct: "ann", display_name: "Ann Old", source: { note: "", fields: [] } };
const post = readStatus({ id: "p1", account: me, content: "<p>Hello</p>" })!;

const roots: { unmount: () => void }[] = [];
after(async () => {
  await act(async () => roots.forEach((r) => r.unmount()));
  await window.happyDOM.close();
});

async function render(store: ReturnType<typeof createStore>, element: unknown): Promise<HTMLElement> {
  const host = document.createElement("div") as unknown as HTMLElement;
  const root = createRoot(host as never);
  roots.push(root);
  const { hook } = memoryLocation({ path: "/home" });
  await act(async () => root.render(createElement(Provider as never, { store }, createElement(Router as never, { hook }, element as never))));
  return host;
}

test("a changed own account goes into the account cache", () => {
  const store = createStore();
  store.set(upsertPostsAtom, [post]);
  assert.equal(store.get(accountFamily("me"))?.display_name, "Ann Old");
  store.set(updateCurrentUserAtom, readCredentialAccount({ ...me, display_name: "Ann New" })!);
  assert.equal(store.get(currentUserAtom)?.display_name, "Ann New");
  assert.equal(store.get(accountFamily("me"))?.display_name, "Ann New");
});

test("saving the profile updates the post cards and account cards already on screen", async () => {
  const store = createStore();
  store.set(instanceAtom, { uri: "mitra.test", title: "Test" } as never);
  const server = fakeApi(() => ({ body: { ...me, display_name: "Ann New" } }));
  store.set(apiAtom, server.api);
  store.set(upsertPostsAtom, [post]);
  // Both cards hold the copy they were given; only the cache knows better.
  const header = await render(store, createElement(PostHeader, { post, external: false }));
  const card = await render(store, createElement(AccountCard, { account: readAccount(me)! }));
  assert.match(header.textContent ?? "", /Ann Old/);
  assert.match(card.textContent ?? "", /Ann Old/);

  await act(async () => void (await store.set(saveProfileAtom, { display_name: "Ann New" })));
  assert.equal(server.count("PATCH", /update_credentials$/), 1);
  assert.match(header.textContent ?? "", /Ann New/);
  assert.match(card.textContent ?? "", /Ann New/);
  assert.doesNotMatch(card.textContent ?? "", /Ann Old/);
});

test("a page bringing an author again with the same content keeps the cached copy, so their cards stay as they are", () => {
  const store = createStore();
  store.set(upsertPostsAtom, [post]);
  const cached = store.get(accountFamily("me"));
  let notified = 0;
  const stop = store.sub(accountFamily("me"), () => notified++);
  store.set(upsertPostsAtom, [readStatus({ id: "p2", account: me, content: "<p>Again</p>" })!]);
  assert.equal(store.get(accountFamily("me")), cached);
  assert.equal(notified, 0);
  store.set(upsertPostsAtom, [readStatus({ id: "p3", account: { ...me, display_name: "Ann Renamed" }, content: "<p>New name</p>" })!]);
  assert.equal(store.get(accountFamily("me"))?.display_name, "Ann Renamed");
  assert.equal(notified, 1);
  stop();
});

// A long session meets thousands of authors: the cache keeps the recent ones and those on screen, and lets go of
// the rest (a card shows the copy it was given; a profile loads again).
test(`beyond ${KEPT_ACCOUNTS} accounts the least recently seen leave the cache, except those on screen`, () => {
  const store = createStore();
  const account = (n: number) => readAccount({ id: `bulk${n}`, username: `u${n}`, acct: `u${n}@far.example`, display_name: `U${n}` })!;
  store.set(adoptAccountsAtom, [account(0), account(1)]);
  const stop = store.sub(accountFamily("bulk1"), () => {});
  store.set(adoptAccountsAtom, Array.from({ length: KEPT_ACCOUNTS + 50 }, (_, n) => account(n + 2)));
  assert.equal(cachedAccountCount(store.get), KEPT_ACCOUNTS);
  assert.equal(store.get(accountFamily("bulk0")), undefined, "the oldest one left");
  assert.equal(store.get(idByAcctAtom).get("u0@far.example"), undefined, "and its address");
  assert.equal(store.get(accountFamily("bulk1"))?.display_name, "U1", "a card on screen keeps its account");
  assert.equal(store.get(accountFamily(`bulk${KEPT_ACCOUNTS + 51}`))?.display_name, `U${KEPT_ACCOUNTS + 51}`);
  // Seen again, an account is recent again: the next batch drops others first.
  store.set(adoptAccountsAtom, [account(53)]);
  store.set(adoptAccountsAtom, [account(9000)]);
  assert.equal(store.get(accountFamily("bulk53"))?.display_name, "U53");
  assert.equal(store.get(accountFamily("bulk54")), undefined);
  assert.equal(cachedAccountCount(store.get), KEPT_ACCOUNTS);
  stop();
});

// Profiles opened by address read the acct → id map: every address in it names a cached account, so it is no
// larger than the cache, however often accounts move or are renamed.
test("a renamed account's old address leaves the map; addresses leave with their accounts, except those on screen", () => {
  const store = createStore();
  const account = (n: number, acct: string) => readAccount({ id: `r${n}`, username: `u${n}`, acct, display_name: `U${n}` })!;
  store.set(adoptAccountsAtom, [account(0, "kept@far.example")]);
  const stop = store.sub(accountFamily("r0"), () => {});
  for (let round = 0; round < 3; round++) {
    store.set(adoptAccountsAtom, Array.from({ length: KEPT_ACCOUNTS }, (_, n) => account(n + 1, `u${n + 1}-${round}@far.example`)));
  }
  const byAcct = store.get(idByAcctAtom);
  assert.equal(cachedAccountCount(store.get), KEPT_ACCOUNTS);
  assert.equal(byAcct.size, KEPT_ACCOUNTS, "one address per cached account");
  assert.equal(byAcct.get("kept@far.example"), "r0", "the account on screen keeps its address");
  assert.equal(byAcct.get("u2-0@far.example"), undefined, "an old address left with the rename");
  assert.equal(byAcct.get("u2-2@far.example"), "r2");
  stop();
});
