import { test } from "node:test";
import assert from "node:assert/strict";
import { Window } from "happy-dom";
import type { PackedRouteFiles } from "../../../src/app/route-files";

const window = new Window({ url: "https://social.example/" });
const g = globalThis as Record<string, unknown>;
for (const key of ["window", "document", "location", "localStorage"]) {
  Object.defineProperty(g, key, { value: (window as unknown as Record<string, unknown>)[key], configurable: true, writable: true });
}

const { preloadRoute, routeFor } = await import("../../../src/app/prefetch");
const { ROUTES } = await import("../../../src/routes");
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
  // The router's own rule (wouter's parser): case is ignored, a trailing slash allowed, a parameter is one segment.
  assert.equal(routeFor("/Post/abc/", false, null), "post");
  assert.equal(routeFor("/post/abc/likes", true, null), "post-interactions");
  assert.equal(routeFor("/post/a/b/c", true, null), "home");
});

test("preloading a route links its chunks and its stylesheets, and the frame's for a signed-in person", () => {
  const map = {
    files: ["chunks/Frame-A", "frame-B", "chunks/Home-C", "home-D"],
    frame: [0, 1],
    routes: ROUTES.map((r) => (r.name === "home" ? [2, 3, 1] : [])),
    frameWords: [],
    routeWords: [],
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

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
const early = (n: number) => ({ url: `https://social.example/${n}`, response: Promise.resolve(json(n)) });

test("a request started at boot is taken once, only with the same token, only while fresh", async (t) => {
  stash("k", "t1", early(1));
  assert.equal(adopt("k", "t2"), undefined, "another token's answer is not adopted");
  assert.equal(adopt("k", "t1"), undefined, "and it is gone after one attempt");
  stash("k", "t1", early(2));
  assert.equal(await (await adopt("k", "t1")!.response).json(), 2);
  assert.equal(adopt("k", "t1"), undefined);
  t.mock.timers.enable({ apis: ["Date"], now: 1_000_000 });
  stash("k", null, early(3));
  t.mock.timers.tick(PREFETCH_MAX_AGE_MS + 1);
  assert.equal(adopt("k", null), undefined, "an old answer is not adopted");
  // A failure nobody takes raises no unhandled rejection (the test runner would fail on one).
  stash("failing", null, { url: "https://social.example/x", response: Promise.reject(new Error("offline")) });
});

test("the home feed takes the first page started at boot, reads it like any page, and asks again later", async () => {
  const { createApi } = await import("../../../src/api/client");
  const { fetchFeedPage } = await import("../../../src/entities/timeline/feeds");
  let requests = 0;
  const api = createApi({ baseUrl: "https://social.example", token: "tok", fetch: async () => (requests++, json([])) });
  const { status } = await import("../support/fake-api");
  const post = status("9");
  stash("feed:home", "tok", { url: "https://social.example/api/v1/timelines/home?limit=20", response: Promise.resolve(json([post])) });
  const page = await fetchFeedPage(api, { kind: "home" }, null);
  assert.deepEqual(page.items.map((p) => p.id), ["9"]);
  assert.deepEqual(page.next, { maxId: "9" });
  assert.equal(requests, 0);
  await fetchFeedPage(api, { kind: "home" }, null);
  assert.equal(requests, 1, "a reload asks the server");
});

test("the first screen's GETs are sent at once as plain fetches, with the token, and answer the client's first identical request", async () => {
  const { startFirstScreen } = await import("../../../src/app/prefetch");
  const { createApi } = await import("../../../src/api/client");
  const { withEarlyAnswer } = await import("../../../src/api/early");
  const { getInstance } = await import("../../../src/api/endpoints/instance");
  const { verifyCredentials } = await import("../../../src/api/endpoints/auth");
  const instance = { uri: "social.example", title: "Social", version: "Mitra 5.0.0" };
  const user = { id: "u1", username: "alice", acct: "alice", display_name: "Alice" };
  const sent: { url: string; auth: string | null }[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({ url: request.url, auth: request.headers.get("Authorization") });
    return json(request.url.includes("instance") ? instance : request.url.includes("verify") ? user : []);
  }) as typeof fetch;
  localStorage.setItem("mitra.v1.session", JSON.stringify({ token: "tok" }));
  try {
    startFirstScreen({ files: "", frame: "", routes: "", words: "", frameWords: "", routeWords: "" });
    const base = location.origin;
    assert.deepEqual(sent, [
      { url: `${base}/api/v1/instance`, auth: null },
      { url: `${base}/api/v1/accounts/verify_credentials`, auth: "Bearer tok" },
      { url: `${base}/api/v1/timelines/home?limit=20`, auth: "Bearer tok" },
    ], "sent before any client call");
    const api = createApi({ baseUrl: base, token: "tok" });
    assert.equal((await getInstance(withEarlyAnswer(api, "instance", null))).title, "Social", "read by the instance's reader");
    assert.equal((await verifyCredentials(withEarlyAnswer(api, "verify_credentials"))).acct, "alice");
    assert.equal(sent.length, 3, "the client's requests took the early answers");
    await getInstance(withEarlyAnswer(api, "instance", null));
    assert.equal(sent.length, 4, "only the first request is answered early");
  } finally {
    globalThis.fetch = realFetch;
    localStorage.clear();
  }
});

test("the entry turns the build's short file names back into the files' URLs", async () => {
  const { fileUrl } = await import("../../../src/app/prefetch");
  const { shortFileName } = (await import("../../../build.mjs")) as { shortFileName: (file: string) => string };
  for (const url of ["/assets/chunks/chunk-GKGRFTW2.js", "/assets/chunks/HomeView-5IKJX5FA.js", "/assets/css/post-UCYY3TQK.css"]) {
    assert.equal(fileUrl(shortFileName(url)), url);
  }
});

test("the route map as the build packs it gives each route its files, and a signed-in person the frame's", async () => {
  const { preloadRoute, unpack } = await import("../../../src/app/prefetch");
  const { shortRouteFiles } = (await import("../../../build.mjs")) as { shortRouteFiles: (map: unknown) => PackedRouteFiles };
  // As dist/route-files.json has it: URLs, and lists by route name; the started view and frame chunks are left out.
  // Enough files for indices past the backslash, which the packing leaves out.
  const files = ["/assets/chunks/SignedInFrame-AAAAAAAA.js", "/assets/chunks/chunk-BBBBBBBB.js", "/assets/css/frame-CCCCCCCC.css",
    "/assets/chunks/LandingView-DDDDDDDD.js", "/assets/css/auth-EEEEEEEE.css", "/assets/chunks/sanitize-GGGGGGGG.js",
    ...Array.from({ length: 80 }, (_, i) => `/assets/chunks/chunk-${String(i).padStart(8, "X")}.js`)];
  const routes = { "landing-page": [3, 4], post: [1, 5, 60, 61], home: [1, 2, 5, 56, 57, 58, 85], settings: [1, 2, 7] };
  const words = { "landing-page": ["auth"], post: ["extras", "post", "timeline"], home: ["post", "timeline"] };
  const map = { files, frame: [0, 1, 2], routes, started: [0, 3], words, frameWords: ["frame"] };
  const unpacked = unpack(shortRouteFiles(map));
  // The namespaces of words each route and the frame register, for another language's words (state/i18n.ts).
  assert.deepEqual(unpacked.frameWords, ["frame"]);
  for (const [i, route] of ROUTES.entries()) {
    assert.deepEqual(unpacked.routeWords[i], words[route.name as keyof typeof words] ?? [], route.name);
  }
  const sorted = (urls: string[]) => [...new Set(urls)].sort();
  const expected = (name: keyof typeof routes, signedIn: boolean) =>
    sorted([...(signedIn ? map.frame : []), ...routes[name]].filter((i) => !map.started.includes(i)).map((i) => files[i]!));
  for (const name of Object.keys(routes) as (keyof typeof routes)[]) {
    assert.deepEqual(sorted(preloadRoute(name, false, unpacked)), expected(name, false), `${name}, a visitor`);
    assert.deepEqual(sorted(preloadRoute(name, true, unpacked)), expected(name, true), `${name}, signed in`);
  }
});
