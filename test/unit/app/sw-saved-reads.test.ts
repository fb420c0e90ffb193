// The service worker's saved reads (static/sw.js), run in a VM with a fake cache and network: the first page of
// the timelines a signed-in account read answers when the server is gone, each account's apart, bounded, and
// nothing read by a visitor or finished after a sign-out is kept.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import vm from "node:vm";

const SOURCE = readFileSync("static/sw.js", "utf8");
const BASE = "https://mitra.test";

class FakeCache {
  entries = new Map<string, Response>();
  private url = (key: string | Request) => (typeof key === "string" ? key : key.url);
  async put(key: string | Request, response: Response) {
    this.entries.delete(this.url(key));
    this.entries.set(this.url(key), response);
  }
  async match(key: string | Request) {
    return this.entries.get(this.url(key))?.clone();
  }
  async keys() {
    return [...this.entries.keys()].map((u) => new Request(u));
  }
  async delete(key: string | Request) {
    return this.entries.delete(this.url(key));
  }
}

type Network = (request: Request) => Promise<Response>;
type Listener = (event: Record<string, unknown>) => void;

function worker() {
  const listeners = new Map<string, Listener>();
  const stores = new Map<string, FakeCache>();
  const told: boolean[] = [];
  let network: Network = async (request) => Response.json({ served: new URL(request.url).pathname });
  const caches = {
    open: async (name: string) => stores.get(name) ?? stores.set(name, new FakeCache()).get(name)!,
    delete: async (name: string) => stores.delete(name),
    keys: async () => [...stores.keys()],
  };
  const self = {
    location: new URL(`${BASE}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    clients: { get: async () => ({ postMessage: (m: { saved: boolean }) => told.push(m.saved) }) },
  };
  const context = { self, caches, fetch: (request: Request) => network(request), URL, Request, Response, Headers, TextEncoder, crypto, Date };
  vm.runInNewContext(SOURCE, context);

  /** A GET as the page sends it; the answer the page gets (a failed one as "network error"). */
  async function get(path: string, token?: string): Promise<unknown> {
    const request = new Request(`${BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    let answer: Promise<Response> | undefined;
    const pending: Promise<unknown>[] = [];
    listeners.get("fetch")!({ request, clientId: "page", respondWith: (p: Promise<Response>) => (answer = p), waitUntil: (p: Promise<unknown>) => pending.push(p) });
    if (!answer) return "not handled";
    const result = await answer.then((r) => r.json(), () => "network error");
    await Promise.all(pending);
    return result;
  }
  return {
    get,
    told,
    offline: () => (network = () => Promise.reject(new TypeError("Failed to fetch"))),
    setNetwork: (n: Network) => (network = n),
    /** Every key in every cache. */
    savedKeys: () => [...stores.values()].flatMap((c) => [...c.entries.keys()]),
    clearData: async () => {
      const pending: Promise<unknown>[] = [];
      listeners.get("message")!({ data: { type: "clear-data" }, waitUntil: (p: Promise<unknown>) => pending.push(p) });
      await Promise.all(pending);
    },
  };
}

const LOCAL = "/api/v1/timelines/public?local=true&limit=20";
const HOME = "/api/v1/timelines/home?limit=20";
const tag = (name: string) => `/api/v1/timelines/tag/${name}?limit=20`;

test("the local timeline a signed-in account read answers from the saved copy when the server is gone, marked so", async () => {
  const sw = worker();
  assert.deepEqual(await sw.get(LOCAL, "alice-token"), { served: "/api/v1/timelines/public" });
  assert.deepEqual(sw.told, [false]);
  sw.offline();
  assert.deepEqual(await sw.get(LOCAL, "alice-token"), { served: "/api/v1/timelines/public" });
  assert.deepEqual(sw.told, [false, true], "the page is told the answer is the saved copy");
  assert.equal(await sw.get("/api/v1/timelines/public?local=true&limit=20&max_id=9", "alice-token"), "not handled", "later pages are not kept");
});

test("each account's saved reads answer only that account; a visitor's timeline is not kept", async () => {
  const sw = worker();
  await sw.get(HOME, "alice-token");
  await sw.get("/api/v1/accounts/verify_credentials", "alice-token");
  await sw.get(LOCAL);
  await sw.get("/api/v1/instance");
  sw.offline();
  assert.equal(await sw.get(HOME, "bob-token"), "network error", "bob never sees alice's home");
  assert.equal(await sw.get("/api/v1/accounts/verify_credentials", "bob-token"), "network error");
  assert.deepEqual(await sw.get(HOME, "alice-token"), { served: "/api/v1/timelines/home" });
  assert.equal(await sw.get(LOCAL), "not handled", "a visitor's reads are left to the network, not kept");
  assert.deepEqual(await sw.get("/api/v1/instance"), { served: "/api/v1/instance" }, "the instance is public");
});

test("home and the four other timelines read last are kept; reading one again makes it recent", async () => {
  const sw = worker();
  await sw.get(HOME, "alice-token");
  for (const name of ["a", "b", "c", "d"]) await sw.get(tag(name), "alice-token");
  await sw.get(tag("a"), "alice-token"); // polled or read again
  await sw.get(LOCAL, "alice-token");
  await sw.get(tag("e"), "alice-token");
  await sw.get(tag("f"), "bob-token"); // another account's reads do not push alice's out
  sw.offline();
  const saved = async (path: string) => (await sw.get(path, "alice-token")) !== "network error";
  assert.equal(await saved(HOME), true);
  assert.deepEqual(
    await Promise.all(["a", "b", "c", "d", "e"].map((name) => saved(tag(name)))),
    [true, false, false, true, true],
  );
  assert.equal(await saved(LOCAL), true);
});

test("signing out drops the saved reads, and a read that was on its way then is not kept", async () => {
  const sw = worker();
  await sw.get(HOME, "alice-token");
  let asked!: (answer: () => void) => void;
  const onItsWay = new Promise<() => void>((resolve) => (asked = resolve));
  sw.setNetwork((request) => new Promise((resolve) => asked(() => resolve(Response.json({ late: request.url })))));
  const late = sw.get(LOCAL, "alice-token");
  const answer = await onItsWay;
  await sw.clearData();
  answer();
  assert.ok(await late);
  sw.offline();
  assert.equal(await sw.get(HOME, "alice-token"), "network error");
  assert.equal(await sw.get(LOCAL, "alice-token"), "network error");
});

test("the saved keys carry a digest of the token, never the token", async () => {
  const sw = worker();
  await sw.get(HOME, "alice-secret-token");
  const keys = sw.savedKeys();
  assert.equal(keys.length, 1);
  assert.doesNotMatch(keys[0]!, /alice-secret-token/);
});
