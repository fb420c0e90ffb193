// Mitra's service worker: keeps the app shell and the code already fetched, so the client opens without a
// connection and shows the last timelines it had (the page marks them as a saved copy). A new version waits
// until the reader chooses to reload. build.mjs stamps VERSION; a changed stamp is what makes browsers update.
const VERSION = "__BUILD__";
const SHELL = `mitra-shell-${VERSION}`;
const CODE = "mitra-code"; // hashed file names: a file never changes, so it is kept across versions
const DATA = "mitra-data-2"; // saved reads, each signed-in account's apart (mitra-data kept them by URL alone)
const SHELL_FILES = ["/index.html", "/config.js", "/custom.css", "/icon.svg", "/icon-192.png", "/manifest.webmanifest"];
// Reads kept for offline use: the instance and its emojis for anyone; who is signed in and the first page of
// timelines only for a signed-in account (a visitor's reads are not kept). Home is always kept; of the other
// timelines (local, the known network, a tag, a custom feed) the ones read last, so an offline reload of the
// timeline being read shows it.
const PUBLIC_READS = [/\/api\/v[12]\/instance$/, /\/api\/v1\/custom_emojis$/];
const ACCOUNT_READS = [/\/api\/v1\/accounts\/verify_credentials$/, /\/api\/v1\/timelines\/home$/];
const OTHER_TIMELINES = /\/api\/v1\/timelines\/(?:public|tag\/[^/]+|list\/[^/]+)$/;
const OTHER_TIMELINES_KEPT = 4;
// A saved read's key carries a digest of the Authorization header (never the token itself), so one account's
// saved reads never answer another's; SAVED_AT orders the timelines by when they were last read.
const ACCOUNT_PARAM = "mitra-saved-for";
const SAVED_AT = "x-mitra-saved-at";
// Counts sign-outs (clear-data): a read that began before one is not kept.
let clears = 0;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL);
      await shell.addAll(SHELL_FILES);
      const html = await (await shell.match("/index.html")).text();
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
      await (await caches.open(CODE)).addAll(assets);
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const old = (n) => (n.startsWith("mitra-shell-") && n !== SHELL) || (n.startsWith("mitra-data") && n !== DATA);
      await Promise.all(names.filter(old).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const message = event.data || {};
  if (message.type === "skip-waiting") self.skipWaiting();
  else if (message.type === "clear-data") {
    clears++;
    event.waitUntil(caches.delete(DATA));
  }
  else if (message.type === "cache-code" && Array.isArray(message.urls)) {
    // The code the page fetched before this worker took over.
    const urls = message.urls.filter((u) => typeof u === "string" && new URL(u).origin === self.location.origin && new URL(u).pathname.startsWith("/assets/"));
    event.waitUntil(caches.open(CODE).then((cache) => Promise.all(urls.map((u) => cache.match(u).then((hit) => hit || cache.add(u).catch(() => undefined))))));
  }
});

/** "public", "account" or "timeline" for a read kept for offline use; null for any other request. */
function savedRead(request, url) {
  if (url.searchParams.has("max_id")) return null; // only first pages
  if (PUBLIC_READS.some((re) => re.test(url.pathname))) return "public";
  if (!request.headers.has("Authorization")) return null;
  if (ACCOUNT_READS.some((re) => re.test(url.pathname))) return "account";
  return OTHER_TIMELINES.test(url.pathname) ? "timeline" : null;
}

/** The request's URL, with a digest of its Authorization header when it has one. */
async function savedKey(request) {
  const auth = request.headers.get("Authorization");
  if (!auth) return request.url;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(auth)));
  const key = new URL(request.url);
  key.searchParams.set(ACCOUNT_PARAM, [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join(""));
  return key.href;
}

async function tell(clientId, saved) {
  const client = clientId && (await self.clients.get(clientId));
  if (client) client.postMessage({ type: "mitra:saved-copy", saved });
}

async function fromNetworkOrCache(request, cacheName, key, clientId) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const saved = await cache.match(key);
    if (!saved) throw error;
    return saved;
  }
}

/** Of one account's other timelines, only the OTHER_TIMELINES_KEPT read last stay. */
async function keepRecentTimelines(cache, key) {
  const account = new URL(key).searchParams.get(ACCOUNT_PARAM);
  const mine = (await cache.keys()).filter((r) => {
    const url = new URL(r.url);
    return OTHER_TIMELINES.test(url.pathname) && url.searchParams.get(ACCOUNT_PARAM) === account;
  });
  const dated = await Promise.all(mine.map(async (r, index) => ({ r, index, at: Number((await cache.match(r))?.headers.get(SAVED_AT)) || 0 })));
  dated.sort((a, b) => b.at - a.at || b.index - a.index);
  await Promise.all(dated.slice(OTHER_TIMELINES_KEPT).map(({ r }) => cache.delete(r)));
}

/** Keeps a copy with the time it was read; saving is best effort (a full disk must not fail the read). */
async function save(key, response, kind, generation) {
  try {
    const headers = new Headers(response.headers);
    headers.delete("Vary"); // a saved read is looked up by its key alone
    headers.set(SAVED_AT, String(Date.now()));
    const body = await response.blob();
    if (generation !== clears) return; // signed out meanwhile
    const cache = await caches.open(DATA);
    await cache.put(key, new Response(body, { status: response.status, statusText: response.statusText, headers }));
    if (kind === "timeline") await keepRecentTimelines(cache, key);
  } catch {
    // Not kept this time.
  }
}

/**
 * A saved read: the server's answer (the page is told it is live, and a copy is kept once the answer has gone to
 * the page), else the saved copy (and the page is told so).
 */
async function fromNetworkOrSaved(event, kind) {
  const generation = clears;
  const key = await savedKey(event.request);
  let response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    const saved = await (await caches.open(DATA)).match(key);
    if (!saved) throw error;
    await tell(event.clientId, true);
    return saved;
  }
  if (response.ok) {
    await tell(event.clientId, false);
    event.waitUntil(save(key, response.clone(), kind, generation));
  }
  return response;
}

async function fromCacheOrNetwork(request) {
  // A file under /assets/ is named by its content's hash: with a query (the address the page's loader asks at after
  // a failed download, src/lib/load-chunk.ts) it is the same file, kept once, under its path.
  const key = new URL(request.url).pathname;
  const cache = await caches.open(CODE);
  const hit = await cache.match(key);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(key, response.clone());
  return response;
}

/** Paths of the server's pages, which a client served from the server's origin navigates to (OAuth sign-in). */
const SERVER_PAGES = /^\/(oauth|api|\.well-known)(\/|$)/;

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  const sameOrigin = url.origin === self.location.origin;
  if (request.mode === "navigate") {
    // The server's own pages on this origin (its sign-in page, the API) are not the app: the browser loads them as it
    // would without a service worker, and they never take the app shell's place in the cache.
    if (sameOrigin && SERVER_PAGES.test(url.pathname)) return;
    event.respondWith(fromNetworkOrCache(request, SHELL, "/index.html", event.resultingClientId));
  } else if (sameOrigin && url.pathname.startsWith("/assets/")) {
    event.respondWith(fromCacheOrNetwork(request));
  } else if (sameOrigin && SHELL_FILES.includes(url.pathname)) {
    event.respondWith(fromNetworkOrCache(request, SHELL, url.pathname, event.clientId));
  } else if (!sameOrigin || url.pathname.startsWith("/api/")) {
    const kind = savedRead(request, url);
    if (kind) event.respondWith(fromNetworkOrSaved(event, kind));
  }
});
