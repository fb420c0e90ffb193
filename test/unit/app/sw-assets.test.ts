// The service worker and the client's files (static/sw.js, run in a VM): a file under /assets/ is kept once, under its
// path, and a query on its address (the loader's new address after a failed download, src/lib/load-chunk.ts) finds it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import vm from "node:vm";

const BASE = "https://mitra.test";

test("a file under /assets/ is kept under its path: asked for again with a query, it comes from the cache", async () => {
  const stored = new Map<string, Response>();
  const keyOf = (key: string | { url: string }) => new URL(typeof key === "string" ? key : key.url, `${BASE}/sw.js`).href;
  const caches = {
    open: async () => ({
      put: async (key: string | { url: string }, r: Response) => void stored.set(keyOf(key), r),
      match: async (key: string | { url: string }) => stored.get(keyOf(key))?.clone(),
    }),
    keys: async () => [],
    delete: async () => true,
  };
  let handler: (event: Record<string, unknown>) => void = () => undefined;
  const self = {
    location: new URL(`${BASE}/sw.js`),
    addEventListener: (type: string, listener: typeof handler) => void (type === "fetch" && (handler = listener)),
    clients: { get: async () => undefined },
  };
  const fetched: string[] = [];
  const fetch = async (request: { url: string }) => (fetched.push(request.url), new Response(`code of ${new URL(request.url).pathname}`));
  vm.runInNewContext(readFileSync("static/sw.js", "utf8"), { self, caches, fetch, URL, Request, Response, Headers, TextEncoder, crypto, Date });
  const get = async (path: string): Promise<string> => {
    let answer: Promise<Response> | undefined;
    const request = { url: `${BASE}${path}`, method: "GET", mode: "cors", headers: new Headers() };
    handler({ request, clientId: "page", respondWith: (p: Promise<Response>) => (answer = p), waitUntil: () => undefined });
    assert.ok(answer, `${path} is answered by the worker`);
    return (await answer).text();
  };

  assert.equal(await get("/assets/chunks/View-ABC.js?1700000000000"), "code of /assets/chunks/View-ABC.js");
  assert.deepEqual([...stored.keys()], [`${BASE}/assets/chunks/View-ABC.js`], "kept once, under its path");
  assert.equal(await get("/assets/chunks/View-ABC.js"), "code of /assets/chunks/View-ABC.js");
  assert.equal(await get("/assets/chunks/View-ABC.js?1700000000001"), "code of /assets/chunks/View-ABC.js");
  assert.equal(fetched.length, 1, "the network was asked once");
});
