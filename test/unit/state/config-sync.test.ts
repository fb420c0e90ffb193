import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import { MemoryStorage } from "../memory-storage";


const g = globalThis as unknown as { localStorage: MemoryStorage; fetch: typeof fetch; location: { origin: string; href: string } };
g.localStorage = new MemoryStorage();
g.location = { origin: "https://social.example", href: "https://social.example/" };
(globalThis as unknown as { window: unknown }).window = { MITRA_CONFIG: { apiUrl: "https://social.example/" } };

const { updateConfigAtom } = await import("../../../src/state/config-sync");
const { configAtom } = await import("../../../src/state/config");
const { currentUserAtom, tokenAtom } = await import("../../../src/state/session");
const { noticesAtom } = await import("../../../src/state/notices");

const user = { id: "u1", username: "alice", acct: "alice", client_config: {} };
let bodies: unknown[] = [];
let fail = false;
let delays: number[] = [];
let events: string[] = [];

beforeEach(() => {
  g.localStorage.clear();
  bodies = [];
  fail = false;
  delays = [];
  events = [];
  g.fetch = (async (input: RequestInfo) => {
    const request = input instanceof Request ? input : new Request(input);
    assert.equal(new URL(request.url).pathname, "/api/v1/settings/client_config");
    assert.equal(request.method, "POST");
    const body = await request.json();
    bodies.push(body);
    events.push("start");
    const delay = delays.shift() ?? 0;
    if (delay) await new Promise((r) => setTimeout(r, delay));
    events.push("end");
    if (fail) return new Response(JSON.stringify({ error_description: "client config size exceeds limit" }), { status: 400, headers: { "Content-Type": "application/json" } });
    return new Response(JSON.stringify({ ...user, client_config: body }), { status: 200, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
});

function signedIn() {
  const store = createStore();
  store.set(tokenAtom, "token");
  store.set(currentUserAtom, user as never);
  return store;
}

test("signed out, a change is applied and stored locally and nothing is sent", async () => {
  const store = createStore();
  assert.equal(await store.set(updateConfigAtom, { ctrlEnterEnabled: true }), true);
  assert.equal(store.get(configAtom).ctrlEnterEnabled, true);
  assert.match(g.localStorage.getItem("mitra.v1.config") ?? "", /"ctrlEnterEnabled":true/);
  assert.equal(bodies.length, 0);
});

test("signed in, the whole config is saved under the mitra-web key", async () => {
  const store = signedIn();
  assert.equal(await store.set(updateConfigAtom, { theme: "dark" }), true);
  assert.equal(bodies.length, 1);
  const sent = (bodies[0] as Record<string, Record<string, unknown>>)["mitra-web"];
  assert.deepEqual(Object.keys(bodies[0] as object), ["mitra-web"]);
  assert.equal(sent.theme, "dark");
  assert.equal(sent.contentWarningsEnabled, true);
  assert.equal("defaultVisibility" in sent, false, "no visibility chosen, none saved");
  assert.equal(store.get(configAtom).theme, "dark");
});

test("quick successive changes are saved one after another, the last one carrying every change", async () => {
  const store = signedIn();
  delays = [30, 0];
  const first = store.set(updateConfigAtom, { defaultVisibility: "subscribers" });
  const second = store.set(updateConfigAtom, { ctrlEnterEnabled: true });
  assert.deepEqual(await Promise.all([first, second]), [true, true]);
  assert.deepEqual(events, ["start", "end", "start", "end"]);
  const last = (bodies[1] as Record<string, Record<string, unknown>>)["mitra-web"];
  assert.equal(last.defaultVisibility, "subscribers");
  assert.equal(last.ctrlEnterEnabled, true);
});

test("a failed save keeps the local change and says it did not reach the account", async () => {
  const store = signedIn();
  fail = true;
  assert.equal(await store.set(updateConfigAtom, { conversationNewTabEnabled: true }), false);
  assert.equal(store.get(configAtom).conversationNewTabEnabled, true);
  const notices = store.get(noticesAtom);
  assert.equal(notices.at(-1)?.kind, "error");
  assert.match(notices.at(-1)?.message ?? "", /client config size exceeds limit/);
});

// A change that did not reach the account is pending on this device (per account) until a save carries it.
const { adoptUser } = await import("../../../src/state/session");
const { mergeAccountConfig, DEFAULT_CONFIG } = await import("../../../src/state/config");
const pendingStored = (key = "mitra.v1.configPending") => JSON.parse(g.localStorage.getItem(key) ?? "null") as string[] | null;

test("the account's copy wins over local settings, except the ones changed here and not saved yet", () => {
  const local = { ...DEFAULT_CONFIG, ctrlEnterEnabled: true, theme: "dark" as const };
  const remote = { ctrlEnterEnabled: false, theme: "light", shortcutsEnabled: false };
  const merged = mergeAccountConfig(local, remote, ["ctrlEnterEnabled"]);
  assert.equal(merged.ctrlEnterEnabled, true, "pending: this device's choice");
  assert.equal(merged.theme, "light", "not pending: the account's copy");
  assert.equal(merged.shortcutsEnabled, false);
  assert.equal(mergeAccountConfig(local, remote, []).ctrlEnterEnabled, false, "nothing pending: the account's copy");
});

test("a failed save stays pending, and the next save the server accepts clears it", async () => {
  const store = signedIn();
  fail = true;
  assert.equal(await store.set(updateConfigAtom, { ctrlEnterEnabled: true }), false);
  assert.deepEqual(pendingStored(), ["ctrlEnterEnabled"]);
  fail = false;
  assert.equal(await store.set(updateConfigAtom, { theme: "dark" }), true);
  assert.equal(pendingStored(), null);
  assert.equal((bodies.at(-1) as Record<string, Record<string, unknown>>)["mitra-web"].ctrlEnterEnabled, true);
});

test("after a reload the pending change wins over the account's older copy and is sent again until accepted", async () => {
  const first = signedIn();
  fail = true;
  await first.set(updateConfigAtom, { ctrlEnterEnabled: true, defaultVisibility: "private" });
  // A reload: a fresh store, the same storage; the session brings the account's copy, which lacks the change.
  const store = createStore();
  store.set(tokenAtom, "token");
  const older = { ...user, client_config: { "mitra-web": { ctrlEnterEnabled: false, defaultVisibility: "public", theme: "light" } } };
  const sent = bodies.length;
  adoptUser(store.get, store.set, older as never);
  assert.equal(store.get(configAtom).ctrlEnterEnabled, true);
  assert.equal(store.get(configAtom).defaultVisibility, "private");
  assert.equal(store.get(configAtom).theme, "light", "a setting not changed here follows the account");
  // The retry fails too: still pending, and no new notice for a change the person did not just make.
  const notices = store.get(noticesAtom).length;
  await eventuallyTrue(() => bodies.length > sent);
  await eventuallyTrue(() => events.at(-1) === "end");
  assert.deepEqual(pendingStored(), ["ctrlEnterEnabled", "defaultVisibility"]);
  assert.equal(store.get(noticesAtom).length, notices);
  // The next start, with the server answering: sent again, accepted, no longer pending.
  fail = false;
  const again = bodies.length;
  adoptUser(store.get, store.set, older as never);
  await eventuallyTrue(() => pendingStored() === null);
  assert.equal((bodies[again] as Record<string, Record<string, unknown>>)["mitra-web"].ctrlEnterEnabled, true);
  assert.equal(store.get(configAtom).ctrlEnterEnabled, true);
  // Nothing pending any more: the account's copy wins again, and nothing is sent.
  const after = bodies.length;
  adoptUser(store.get, store.set, older as never);
  assert.equal(store.get(configAtom).ctrlEnterEnabled, false);
  assert.equal(bodies.length, after);
});

test("a setting changed again while a save is on its way stays pending when the next save fails", async () => {
  const store = signedIn();
  delays = [30];
  const first = store.set(updateConfigAtom, { ctrlEnterEnabled: true });
  await eventuallyTrue(() => events.length > 0);
  const second = store.set(updateConfigAtom, { ctrlEnterEnabled: false });
  assert.equal(await first, true);
  fail = true;
  assert.equal(await second, false);
  assert.deepEqual(pendingStored(), ["ctrlEnterEnabled"]);
});

test("pending changes belong to the account: another account's scope neither sees nor sends them", async () => {
  g.localStorage.setItem("mitra.v1.session", JSON.stringify({ token: "token", scope: "bob1" }));
  const store = signedIn();
  fail = true;
  await store.set(updateConfigAtom, { ctrlEnterEnabled: true });
  assert.deepEqual(pendingStored("mitra.v1.@bob1.configPending"), ["ctrlEnterEnabled"]);
  assert.equal(pendingStored(), null);
  g.localStorage.setItem("mitra.v1.session", JSON.stringify({ token: "token" }));
  const sent = bodies.length;
  const other = createStore();
  other.set(tokenAtom, "token");
  adoptUser(other.get, other.set, { ...user, client_config: { "mitra-web": { ctrlEnterEnabled: false } } } as never);
  assert.equal(other.get(configAtom).ctrlEnterEnabled, false);
  assert.equal(bodies.length, sent);
});

async function eventuallyTrue(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  assert.ok(check());
}

test("a stored pending list is read as its setting names only", async () => {
  const { loadPendingConfig } = await import("../../../src/state/config");
  g.localStorage.setItem("mitra.v1.configPending", JSON.stringify(["theme", 3, null, { a: 1 }]));
  assert.deepEqual(loadPendingConfig(), ["theme"]);
});
