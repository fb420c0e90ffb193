// The service worker and page loads (static/sw.js, run in a VM): the app's pages come from the network and are kept
// as the app shell for offline use; the server's own pages on the same origin (its OAuth sign-in page) are left to
// the browser and never stored as the shell (a sign-in would otherwise make the server's page the offline app).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import vm from "node:vm";

const BASE = "https://mitra.test";

function worker() {
  const stored = new Map<string, Map<string, Response>>();
  let handler: (event: Record<string, unknown>) => void = () => undefined;
  const caches = {
    open: async (name: string) => {
      const store = stored.get(name) ?? stored.set(name, new Map()).get(name)!;
      return { put: async (key: string, r: Response) => void store.set(key, r), match: async (key: string) => store.get(key)?.clone() };
    },
    keys: async () => [...stored.keys()],
    delete: async (name: string) => stored.delete(name),
  };
  const self = {
    location: new URL(`${BASE}/sw.js`),
    addEventListener: (type: string, listener: typeof handler) => void (type === "fetch" && (handler = listener)),
    clients: { get: async () => undefined },
  };
  const fetch = async (request: { url: string }) => new Response(`page ${new URL(request.url).pathname}`, { headers: { "Content-Type": "text/html" } });
  vm.runInNewContext(readFileSync("static/sw.js", "utf8"), { self, caches, fetch, URL, Request, Response, Headers, TextEncoder, crypto, Date });
  /** A page load of `path`: what the worker answers with, or "browser" when it leaves it to the browser. */
  async function load(path: string): Promise<string> {
    let answer: Promise<Response> | undefined;
    const request = { url: `${BASE}${path}`, method: "GET", mode: "navigate", headers: new Headers() };
    handler({ request, clientId: "", resultingClientId: "page", respondWith: (p: Promise<Response>) => (answer = p), waitUntil: () => undefined });
    return answer ? (await answer).text() : "browser";
  }
  const shell = async () => {
    for (const store of stored.values()) for (const [key, r] of store) if (key === "/index.html") return r.clone().text();
    return null;
  };
  return { load, shell };
}

test("the server's sign-in page is left to the browser and never becomes the app shell", async () => {
  const w = worker();
  assert.equal(await w.load("/home"), "page /home");
  assert.equal(await w.shell(), "page /home");
  assert.equal(await w.load("/oauth/authorize?client_id=x&response_type=code"), "browser");
  assert.equal(await w.load("/api/v1/instance"), "browser");
  assert.equal(await w.shell(), "page /home", "the shell is still the app's page");
  assert.equal(await w.load("/auth/callback?code=x"), "page /auth/callback");
});
