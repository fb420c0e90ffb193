import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import { MemoryStorage } from "../memory-storage";

const g = globalThis as unknown as { localStorage: MemoryStorage; fetch: typeof fetch; location: { origin: string; href: string } };
g.localStorage = new MemoryStorage();
g.location = { origin: "https://social.example", href: "https://social.example/" };
(globalThis as unknown as { window: unknown }).window = { MITRA_CONFIG: { apiUrl: "https://social.example/" } };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const users: Record<string, { origin: string; user: Record<string, unknown> }> = {
  alice: { origin: "https://social.example", user: { id: "1", username: "alice", acct: "alice", display_name: "Alice" } },
  bob: { origin: "https://other.example", user: { id: "1", username: "bob", acct: "bob", display_name: "Bob" } },
};
let requests: Request[] = [];
/** Tokens the servers no longer accept (expired or revoked). */
let refused = new Set<string>();

beforeEach(() => {
  g.localStorage.clear();
  requests = [];
  refused = new Set();
  g.fetch = (async (input: RequestInfo) => {
    const r = input instanceof Request ? input : new Request(input);
    requests.push(r);
    const url = new URL(r.url);
    if (url.pathname === "/api/v1/instance") return json({ uri: url.host, title: url.host, version: "Mitra 5.0.0" });
    if (url.pathname === "/oauth/revoke") return json({});
    const who = Object.values(users).find(
      (u) => r.headers.get("Authorization") === `Bearer ${u.user.username}-token` && !refused.has(`${u.user.username}-token`),
    );
    if (url.pathname === "/api/v1/accounts/verify_credentials" && who && who.origin === url.origin) return json(who.user);
    return json({ error: "access token is invalid" }, 401);
  }) as typeof fetch;
});


test("a second account on another server signs in beside the first, with its own server, token and stored data", async () => {
  const s = (await import(`../../../src/state/session.ts?${Math.random()}`)) as typeof import("../../../src/state/session");
  const { load, save } = await import("../../../src/lib/storage");
  const store = createStore();
  await store.set(s.signInAtom, "alice-token");
  save("post_content:new", "alice's draft");

  await store.set(s.signInAtom, "bob-token", "https://other.example");
  assert.equal(store.get(s.accountServerAtom), "https://other.example");
  assert.equal(store.get(s.apiAtom).baseUrl, "https://other.example");
  assert.equal(store.get(s.instanceAtom)?.uri, "other.example", "the instance is the account's server's");
  assert.equal(load("post_content:new", (v) => v, null), null, "bob does not see alice's draft");
  save("post_content:new", "bob's draft");
  const bobVerify = requests.filter((r) => r.headers.get("Authorization") === "Bearer bob-token");
  assert.ok(bobVerify.length > 0 && bobVerify.every((r) => new URL(r.url).origin === "https://other.example"), "bob's token goes only to his server");
  const list = JSON.parse(g.localStorage.getItem("mitra.v1.accounts")!);
  assert.deepEqual(list.map((a: { acct: string; server: string | null }) => [a.acct, a.server]), [["alice", null], ["bob", "https://other.example"]]);

  // Signing out of bob leaves alice, with her draft; bob's draft goes.
  await store.set(s.signOutAtom);
  assert.equal(store.get(s.tokenAtom), null);
  assert.equal(g.localStorage.getItem("mitra.v1.session"), null);
  const left = JSON.parse(g.localStorage.getItem("mitra.v1.accounts")!);
  assert.deepEqual(left.map((a: { acct: string }) => a.acct), ["alice"]);
  assert.equal([...g.localStorage.map.values()].includes('"bob\'s draft"'), false);

  await store.set(s.signInAtom, left[0].token, left[0].server);
  assert.equal(store.get(s.currentUserAtom)?.username, "alice");
  assert.equal(store.get(s.accountServerAtom), null, "back on this instance");
  assert.equal(load("post_content:new", (v) => v, null), "alice's draft");

  // The last account's sign-out clears everything.
  await store.set(s.signOutAtom);
  assert.equal(g.localStorage.getItem("mitra.v1.accounts"), null);
  assert.equal(g.localStorage.getItem("mitra.v1.post_content:new"), null);
});

/** The session, storage and accounts modules; the session is the one the accounts module itself uses. */
async function modules() {
  const s = await import("../../../src/state/session");
  const storage = await import("../../../src/lib/storage");
  const accounts = { ...(await import("../../../src/state/signed-in-accounts")), ...(await import("../../../src/state/account-switch")) };
  return { s, storage, accounts };
}

const storedAccts = () => JSON.parse(g.localStorage.getItem("mitra.v1.accounts") ?? "[]").map((a: { acct: string }) => a.acct);

test("a refused token ends only the current account: the notice is shown and the others stay listed", async () => {
  const { s, storage, accounts } = await modules();
  const store = createStore();
  // As the app wires it (main.tsx): a refused token ends the session it belongs to.
  s.onInvalidToken((token) => token !== null && store.get(s.tokenAtom) === token && store.set(s.signOutLocallyAtom, true));
  await store.set(s.signInAtom, "alice-token");
  storage.save("post_content:new", "alice's draft");
  await store.set(s.signInAtom, "bob-token", "https://other.example");
  storage.save("post_content:new", "bob's draft");

  refused.add("bob-token");
  const { verifyCredentials } = await import("../../../src/api/endpoints/auth");
  await assert.rejects(verifyCredentials(store.get(s.apiAtom)), { status: 401 });

  assert.equal(store.get(s.tokenAtom), null, "bob's session ended");
  assert.equal(store.get(s.sessionExpiredAtom), true, "the landing page says why");
  assert.deepEqual(storedAccts(), ["alice"], "alice is still signed in on this browser");
  // The list in memory follows once the accounts module (loaded on demand by the session) has read storage.
  // (An import, even of a loaded module, can take a while under the test's module hooks: up to two seconds.)
  for (let i = 0; i < 200 && store.get(accounts.signedInAccountsAtom).length !== 1; i++) await new Promise((r) => setTimeout(r, 10));
  assert.deepEqual(store.get(accounts.signedInAccountsAtom).map((a) => a.acct), ["alice"]);
  assert.equal([...g.localStorage.map.values()].includes('"bob\'s draft"'), false, "bob's stored data went with him");
  assert.equal([...g.localStorage.map.values()].includes('"alice\'s draft"'), true, "alice's stays");

  // Alice is still one choice away.
  await store.set(accounts.switchAccountAtom, store.get(accounts.signedInAccountsAtom)[0]!);
  assert.equal(store.get(s.currentUserAtom)?.username, "alice");
  assert.equal(store.get(s.sessionExpiredAtom), false);
});

test("switching to an account whose token is refused drops it from the list, says so, and keeps the current one", async () => {
  const { s, storage, accounts } = await modules();
  const store = createStore();
  await store.set(s.signInAtom, "alice-token");
  storage.save("post_content:new", "alice's draft");
  await store.set(s.signInAtom, "bob-token", "https://other.example");
  const alice = store.get(accounts.signedInAccountsAtom).find((a) => a.acct === "alice")!;

  refused.add("alice-token");
  await assert.rejects(store.set(accounts.switchAccountAtom, alice), (e) => e instanceof accounts.AccountSignedOut && e.account === alice);
  assert.deepEqual(storedAccts(), ["bob"]);
  assert.deepEqual(store.get(accounts.signedInAccountsAtom).map((a) => a.acct), ["bob"]);
  assert.equal([...g.localStorage.map.values()].includes('"alice\'s draft"'), false, "her stored data is gone");
  assert.equal(store.get(s.currentUserAtom)?.username, "bob", "still bob");
  assert.equal(store.get(s.tokenAtom), "bob-token");
  assert.equal(store.get(s.accountServerAtom), "https://other.example");

  // A failure that is not a refusal (the server is down) keeps the account for another try.
  const carol = { ...alice, token: "carol-token", id: "3", acct: "carol", scope: "c" };
  const list = [...store.get(accounts.signedInAccountsAtom), carol];
  accounts.storeAccounts(list);
  const working = g.fetch;
  g.fetch = (async () => {
    throw new TypeError("Failed to fetch");
  }) as typeof fetch;
  await assert.rejects(store.set(accounts.switchAccountAtom, carol), (e) => !(e instanceof accounts.AccountSignedOut));
  g.fetch = working;
  assert.deepEqual(storedAccts(), ["bob", "carol"]);
});

test("switching accounts swaps the client settings for each account's own, whole", async () => {
  const { s, accounts } = await modules();
  const { configAtom } = await import("../../../src/state/config");
  const store = createStore();
  const switchTo = (acct: string) =>
    store.set(accounts.switchAccountAtom, store.get(accounts.signedInAccountsAtom).find((a) => a.acct === acct)!);
  await store.set(s.signInAtom, "alice-token");
  await store.set(s.signInAtom, "bob-token", "https://other.example");
  store.set(configAtom, { defaultVisibility: "private", ctrlEnterEnabled: true });

  await switchTo("alice");
  assert.equal(store.get(configAtom).defaultVisibility, undefined, "alice's own settings (no choice: the server's preference), not bob's");
  assert.equal(store.get(configAtom).ctrlEnterEnabled, false);
  store.set(configAtom, { locale: "de", theme: "dark" });

  await switchTo("bob");
  const bob = store.get(configAtom);
  assert.equal(bob.defaultVisibility, "private");
  assert.equal(bob.ctrlEnterEnabled, true);
  assert.equal(bob.locale, undefined, "bob never chose a language: alice's does not follow him");
  assert.equal(bob.theme, undefined, "nor her theme");

  await switchTo("alice");
  assert.deepEqual([store.get(configAtom).locale, store.get(configAtom).theme], ["de", "dark"]);
});
