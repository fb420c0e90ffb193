// Mitra's service worker: keeps the app shell and the code already fetched, so the client opens without a
// connection and shows the last home timeline it had (the page marks it as a saved copy). A new version waits
// until the reader chooses to reload. build.mjs stamps VERSION; a changed stamp is what makes browsers update.
const VERSION = "__BUILD__";
const SHELL = `mitra-shell-${VERSION}`;
const CODE = "mitra-code"; // hashed file names: a file never changes, so it is kept across versions
const DATA = "mitra-data";
const SHELL_FILES = ["/index.html", "/config.js", "/custom.css", "/icon.svg", "/manifest.webmanifest"];
// Reads kept for offline use: who is signed in, the instance, its emojis and the first page of home.
const SAVED_READS = [
  /\/api\/v1\/accounts\/verify_credentials$/,
  /\/api\/v[12]\/instance$/,
  /\/api\/v1\/custom_emojis$/,
  /\/api\/v1\/timelines\/home$/,
];

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
      await Promise.all(names.filter((n) => n.startsWith("mitra-shell-") && n !== SHELL).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const message = event.data || {};
  if (message.type === "skip-waiting") self.skipWaiting();
  else if (message.type === "clear-data") event.waitUntil(caches.delete(DATA));
  else if (message.type === "cache-code" && Array.isArray(message.urls)) {
    // The code the page fetched before this worker took over.
    const urls = message.urls.filter((u) => typeof u === "string" && new URL(u).origin === self.location.origin && new URL(u).pathname.startsWith("/assets/"));
    event.waitUntil(caches.open(CODE).then((cache) => Promise.all(urls.map((u) => cache.match(u).then((hit) => hit || cache.add(u).catch(() => undefined))))));
  }
});

const isSavedRead = (url) => SAVED_READS.some((re) => re.test(url.pathname)) && !url.searchParams.has("max_id");

async function tell(clientId, saved) {
  const client = clientId && (await self.clients.get(clientId));
  if (client) client.postMessage({ type: "mitra:saved-copy", saved });
}

async function fromNetworkOrCache(request, cacheName, key, clientId) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(key, response.clone());
      if (cacheName === DATA) await tell(clientId, false);
    }
    return response;
  } catch (error) {
    const saved = await cache.match(key);
    if (!saved) throw error;
    if (cacheName === DATA) await tell(clientId, true);
    return saved;
  }
}

async function fromCacheOrNetwork(request) {
  const cache = await caches.open(CODE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  const sameOrigin = url.origin === self.location.origin;
  if (request.mode === "navigate") {
    event.respondWith(fromNetworkOrCache(request, SHELL, "/index.html", event.resultingClientId));
  } else if (sameOrigin && url.pathname.startsWith("/assets/")) {
    event.respondWith(fromCacheOrNetwork(request));
  } else if (sameOrigin && SHELL_FILES.includes(url.pathname)) {
    event.respondWith(fromNetworkOrCache(request, SHELL, url.pathname, event.clientId));
  } else if (!sameOrigin || url.pathname.startsWith("/api/")) {
    if (isSavedRead(url)) event.respondWith(fromNetworkOrCache(request, DATA, request.url, event.clientId));
  }
});
