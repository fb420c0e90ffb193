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
