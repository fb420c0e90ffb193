import { afterEach, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import { MemoryStorage } from "../memory-storage";


const g = globalThis as unknown as { localStorage: MemoryStorage; fetch: typeof fetch; location: { origin: string; href: string } };
g.localStorage = new MemoryStorage();
g.location = { origin: "https://social.example", href: "https://social.example/" };
(globalThis as unknown as { window: unknown }).window = { MITRA_CONFIG: { apiUrl: "https://social.example/" } };

const instance = { uri: "social.example", title: "Social", version: "Mitra 5.0.0" };
const user = {
  id: "u1", username: "alice", acct: "alice", display_name: "Alice",
  role: { permissions_names: ["create_post"] },
  client_config: { "mitra-web": { theme: "dark", ctrlEnterEnabled: true } },
};
let requests: Request[] = [];
let answer: (r: Request) => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  g.localStorage.clear();
  requests = [];
  answer = (r) => {
    const path = new URL(r.url).pathname;
    if (path === "/api/v1/instance") return json(instance);
    if (path === "/api/v1/accounts/verify_credentials") {
      return r.headers.get("Authorization") === "Bearer good" ? json(user) : json({ error: "access token is invalid" }, 401);
    }
    if (path === "/oauth/revoke") return json({});
    return json({ error: "not found" }, 404);
  };
  g.fetch = (async (input: RequestInfo) => {
    const request = input instanceof Request ? input : new Request(input);
    requests.push(request);
    return answer(request);
  }) as typeof fetch;
});
afterEach(() => g.localStorage.clear());

async function freshSession() {
  // Atoms read storage when their module loads, so each test gets its own module instance.
  const mod = await import(`../../../src/state/session.ts?${Math.random()}`);
  const config = await import("../../../src/state/config");
  return { ...(mod as typeof import("../../../src/state/session")), config };
}

test("start-up with a valid stored token loads the user and adopts the server's client settings", async () => {
  g.localStorage.setItem("mitra.v1.session", JSON.stringify({ token: "good" }));
  const s = await freshSession();
  const store = createStore();
  await store.set(s.bootAtom);
  assert.equal(store.get(s.currentUserAtom)?.username, "alice");
  assert.equal(store.get(s.instanceAtom)?.title, "Social");
  assert.equal(store.get(s.bootStatusAtom), "done");
  assert.equal(store.get(s.config.configAtom).theme, "dark");
  assert.equal(store.get(s.config.configAtom).ctrlEnterEnabled, true);
  assert.equal(store.get(s.isAuthenticatedAtom), true);
});

test("an invalid stored token ends the session and says it expired", async () => {
  g.localStorage.setItem("mitra.v1.session", JSON.stringify({ token: "stale" }));
  g.localStorage.setItem("mitra.v1.post_content:new", '"draft"');
  const s = await freshSession();
  const store = createStore();
  s.onInvalidToken(() => store.set(s.signOutLocallyAtom, true));
  await store.set(s.bootAtom);
  assert.equal(store.get(s.tokenAtom), null);
  assert.equal(store.get(s.currentUserAtom), null);
  assert.equal(store.get(s.sessionExpiredAtom), true);
  assert.equal(g.localStorage.getItem("mitra.v1.session"), null);
  // The instance survives so the landing page still has its title.
  assert.ok(g.localStorage.getItem("mitra.v1.instance"));
});

test("a network failure at start keeps the token and reports the error for a retry", async () => {
  g.localStorage.setItem("mitra.v1.session", JSON.stringify({ token: "good" }));
  const s = await freshSession();
  const store = createStore();
  answer = (r) => {
    if (new URL(r.url).pathname === "/api/v1/instance") return json(instance);
    throw new TypeError("Failed to fetch");
  };
  await store.set(s.bootAtom);
  assert.equal(store.get(s.tokenAtom), "good");
  assert.ok(store.get(s.bootStatusAtom) instanceof Error);
});

test("sign-in keeps the token; logout revokes it and clears all stored data", async () => {
  const s = await freshSession();
  const store = createStore();
  await store.set(s.signInAtom, "good");
  assert.equal(store.get(s.tokenAtom), "good");
  assert.deepEqual(JSON.parse(g.localStorage.getItem("mitra.v1.session")!), { token: "good" });
  g.localStorage.setItem("mitra.v1.post_content:new", '"draft"');
  g.localStorage.setItem("mitra.v1.invoice_x", '"1"');
  await store.set(s.signOutAtom);
  const revoke = requests.find((r) => new URL(r.url).pathname === "/oauth/revoke");
  assert.ok(revoke, "the token is revoked");
  assert.equal(store.get(s.tokenAtom), null);
  assert.equal(store.get(s.currentUserAtom), null);
  assert.equal(g.localStorage.getItem("mitra.v1.post_content:new"), null);
  assert.equal(g.localStorage.getItem("mitra.v1.invoice_x"), null);
  assert.equal(g.localStorage.getItem("mitra.v1.session"), null);
});

test("logout still ends the session when revoking fails", async () => {
  const s = await freshSession();
  const store = createStore();
  await store.set(s.signInAtom, "good");
  answer = () => { throw new TypeError("offline"); };
  await store.set(s.signOutAtom);
  assert.equal(store.get(s.tokenAtom), null);
});

test("logout does not hang when the server never answers the revocation", async (t) => {
  const s = await freshSession();
  const store = createStore();
  await store.set(s.signInAtom, "good");
  t.mock.timers.enable({ apis: ["setTimeout"] });
  answer = (r) => {
    if (new URL(r.url).pathname === "/oauth/revoke") return new Promise<Response>(() => {}) as unknown as Response;
    return json({});
  };
  const done = store.set(s.signOutAtom);
  // Let the request go out, then let the time run out.
  for (let i = 0; i < 5 && !requests.some((r) => new URL(r.url).pathname === "/oauth/revoke"); i++) await new Promise((r) => setImmediate(r));
  assert.equal(store.get(s.tokenAtom), "good", "still waiting for the server");
  t.mock.timers.tick(s.REVOKE_TIMEOUT_MS);
  await done;
  assert.equal(store.get(s.tokenAtom), null);
  assert.equal(g.localStorage.getItem("mitra.v1.session"), null);
});

test("logout pressed again while the server answers is the same logout: the token is revoked once", async () => {
  const s = await freshSession();
  const store = createStore();
  await store.set(s.signInAtom, "good");
  await Promise.all([store.set(s.signOutAtom), store.set(s.signOutAtom)]);
  assert.equal(requests.filter((r) => new URL(r.url).pathname === "/oauth/revoke").length, 1);
  assert.equal(store.get(s.tokenAtom), null);
});

test("another tab switching account moves this tab to that account, in a fresh store", async () => {
  const s = await freshSession();
  const { createSessionStores } = await import("../../../src/state/store");
  const base = answer;
  answer = (r) =>
    r.headers.get("Authorization") === "Bearer other" && new URL(r.url).pathname === "/api/v1/accounts/verify_credentials"
      ? json({ ...user, id: "u2", username: "bob", acct: "bob" })
      : base(r);
  const sessions = createSessionStores();
  await sessions.current().set(s.signInAtom, "good");
  const before = sessions.current();
  // The other tab stored its new session; this tab hears of it.
  g.localStorage.setItem("mitra.v1.session", JSON.stringify({ token: "other" }));
  await sessions.current().set(s.followStoredSessionAtom);
  assert.notEqual(sessions.current(), before, "a fresh store");
  assert.equal(sessions.current().get(s.tokenAtom), "other");
  assert.equal(sessions.current().get(s.currentUserAtom)?.username, "bob");
});

test("a token left by the official web client is adopted once and moved to this client's key", async () => {
  g.localStorage.setItem("auth_token", "good");
  const s = await freshSession();
  assert.equal(g.localStorage.getItem("auth_token"), null, "moved, not copied");
  assert.deepEqual(JSON.parse(g.localStorage.getItem("mitra.v1.session")!), { token: "good" });
  const store = createStore();
  await store.set(s.bootAtom);
  assert.equal(store.get(s.currentUserAtom)?.username, "alice");
});

test("this client's own session wins over a foreign token, and a malformed one is dropped", async () => {
  g.localStorage.setItem("mitra.v1.session", JSON.stringify({ token: "good" }));
  g.localStorage.setItem("auth_token", "other-token-value");
  let s = await freshSession();
  assert.equal(createStore().get(s.tokenAtom), "good");
  g.localStorage.clear();
  g.localStorage.setItem("auth_token", "<script>");
  s = await freshSession();
  assert.equal(createStore().get(s.tokenAtom), null);
  assert.equal(g.localStorage.getItem("auth_token"), null);
});

test("the account's saved language shows from sign-in on, and the browser's returns at sign-out", async () => {
  const i18n = await import("../../../src/state/i18n");
  const original = Object.getOwnPropertyDescriptor(globalThis, "navigator");
  Object.defineProperty(globalThis, "navigator", { value: { languages: ["fr-FR"], language: "fr-FR" }, configurable: true, writable: true });
  const german = { ...user, client_config: { "mitra-web": { locale: "de" } } };
  const base = answer;
  answer = (r) => (new URL(r.url).pathname === "/api/v1/accounts/verify_credentials" ? json(german) : base(r));
  const s = await freshSession();
  const store = createStore();
  const shown = async (locale: string) => {
    for (let i = 0; i < 200 && store.get(i18n.localeAtom) !== locale; i++) await new Promise((r) => setTimeout(r, 5));
    return store.get(i18n.localeAtom);
  };
  try {
    await store.set(s.signInAtom, "good");
    assert.equal(await shown("de"), "de", "the saved language applies at sign-in");
    assert.equal(store.get(i18n.LLAtom).shell.signIn() === "Sign in", false);
    await store.set(s.signOutAtom);
    assert.equal(await shown("fr"), "fr", "the browser's language returns at sign-out");
  } finally {
    await store.set(i18n.setLocaleAtom, "en");
    if (original) Object.defineProperty(globalThis, "navigator", original);
    else delete (globalThis as { navigator?: unknown }).navigator;
  }
});

test("the API knows the host the instance names as its own, and keeps its object while that host stays", async () => {
  const s = await freshSession();
  const store = createStore();
  assert.equal(store.get(s.apiAtom).publicHost, null);
  instance.uri = "mitra.example";
  try {
    await store.set(s.bootAtom);
  } finally {
    instance.uri = "social.example";
  }
  const api = store.get(s.apiAtom);
  assert.equal(api.publicHost, "mitra.example");
  store.set(s.instanceAtom, { ...store.get(s.instanceAtom)!, title: "Renamed" });
  assert.equal(store.get(s.apiAtom), api);
});
