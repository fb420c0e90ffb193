import { test } from "node:test";
import assert from "node:assert/strict";
import { Window } from "happy-dom";

const window = new Window({ url: "https://social.example/" });
const g = globalThis as Record<string, unknown>;
for (const key of ["window", "document", "location"]) {
  Object.defineProperty(g, key, { value: (window as unknown as Record<string, unknown>)[key], configurable: true, writable: true });
}

const { preloadRoute, routeFor } = await import("../../../src/app/prefetch");
const { adopt, stash, PREFETCH_MAX_AGE_MS } = await import("../../../src/lib/prefetch");

test("the first screen's route follows the guards: visitors land, signed-in people go home", () => {
  assert.equal(routeFor("/", false, null), "landing-page");
  assert.equal(routeFor("/", true, null), "home");
  assert.equal(routeFor("/home", false, null), "landing-page");
  assert.equal(routeFor("/home/", true, null), "home");
  assert.equal(routeFor("/post/abc", false, null), "post");
  assert.equal(routeFor("/@alice", true, null), "profile-by-acct");
  assert.equal(routeFor("/@alice/gallery", true, null), "profile-by-acct-gallery");
  assert.equal(routeFor("/custom-feed/7/timeline", true, null), "custom-feed-timeline");
  assert.equal(routeFor("/settings/profile", true, null), "profile-settings");
  assert.equal(routeFor("/no/such/page", true, null), "home");
  assert.equal(routeFor("/no/such/page", false, null), "landing-page");
});

test("preloading a route links its chunks and its stylesheets, and the frame's for a signed-in person", () => {
  const map = {
    files: ["chunks/Frame-A", "css/frame-B.css", "chunks/Home-C", "css/home-D.css"],
    frame: [0, 1],
    routes: { home: [2, 3, 1] },
    words: {},
  };
  const urls = preloadRoute("home", true, map);
  assert.deepEqual(urls, ["/assets/chunks/Frame-A.js", "/assets/css/frame-B.css", "/assets/chunks/Home-C.js", "/assets/css/home-D.css", "/assets/css/frame-B.css"]);
  const links = [...document.head.querySelectorAll("link")].map((l) => `${l.rel} ${l.getAttribute("href")}`).sort();
  assert.deepEqual(links, [
    "modulepreload /assets/chunks/Frame-A.js",
    "modulepreload /assets/chunks/Home-C.js",
    "stylesheet /assets/css/frame-B.css",
    "stylesheet /assets/css/home-D.css",
  ]);
  assert.deepEqual(preloadRoute("home", false, map), ["/assets/chunks/Home-C.js", "/assets/css/home-D.css", "/assets/css/frame-B.css"]);
  assert.deepEqual(preloadRoute("unknown", false, map), []);
});

test("a request started at boot is taken once, only with the same token, only while fresh", async (t) => {
  stash("k", "t1", Promise.resolve(1));
  assert.equal(adopt("k", "t2"), undefined, "another token's answer is not adopted");
  assert.equal(adopt("k", "t1"), undefined, "and it is gone after one attempt");
  stash("k", "t1", Promise.resolve(2));
  assert.equal(await adopt("k", "t1"), 2);
  assert.equal(adopt("k", "t1"), undefined);
  t.mock.timers.enable({ apis: ["Date"], now: 1_000_000 });
  stash("k", null, Promise.resolve(3));
  t.mock.timers.tick(PREFETCH_MAX_AGE_MS + 1);
  assert.equal(adopt("k", null), undefined, "an old answer is not adopted");
  // A failure nobody takes raises no unhandled rejection (the test runner would fail on one).
  stash("failing", null, Promise.reject(new Error("offline")));
});

test("the home feed takes the first page started at boot instead of asking again", async () => {
  const { createApi } = await import("../../../src/api/client");
  const { fetchFeedPage } = await import("../../../src/entities/timeline/feeds");
  let requests = 0;
  const api = createApi({ baseUrl: "https://social.example", token: "tok", fetch: async () => (requests++, new Response("[]", { headers: { "content-type": "application/json" } })) });
  const post = { id: "9" } as import("../../../src/api/types").Status;
  stash("feed:home", "tok", Promise.resolve({ items: [post], next: null }));
  assert.deepEqual(await fetchFeedPage(api, { kind: "home" }, null), { items: [post], next: { maxId: "9" } });
  assert.equal(requests, 0);
  await fetchFeedPage(api, { kind: "home" }, null);
  assert.equal(requests, 1, "a reload asks the server");
});

test("the first screen's GETs are sent at once, with the token, and answer the client's first identical request", async () => {
  const { earlyApi } = await import("../../../src/app/prefetch");
  const { getInstance } = await import("../../../src/api/endpoints/instance");
  const { getHomeTimeline } = await import("../../../src/api/endpoints/timelines");
  const sent: { url: string; auth: string | null }[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({ url: request.url, auth: request.headers.get("Authorization") });
    const body = request.url.includes("instance") ? { uri: "social.example", title: "T" } : [];
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  try {
    const api = earlyApi("https://social.example", "tok", ["/api/v1/instance", "/api/v1/timelines/home?limit=20"]);
    assert.deepEqual(sent, [
      { url: "https://social.example/api/v1/instance", auth: "Bearer tok" },
      { url: "https://social.example/api/v1/timelines/home?limit=20", auth: "Bearer tok" },
    ], "sent before any client call");
    assert.equal((await getInstance(api)).title, "T");
    assert.deepEqual((await getHomeTimeline(api)).items, []);
    assert.equal(sent.length, 2, "the client's requests took the early answers");
    await getHomeTimeline(api);
    assert.equal(sent.length, 3, "only the first identical request is answered early");
  } finally {
    globalThis.fetch = realFetch;
  }
});
