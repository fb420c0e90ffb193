// Browser side of `npm run bench`: the page contexts (mobile viewport, 4x CPU, no cache) and the instrumentation
// injected into every document before the app's own scripts. All in-page times are performance.now() values, i.e.
// milliseconds since the navigation started; "after paint" is the first task after the next animation frame.

export const SESSION_KEY = "mitra.v1.session";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const VIEWPORT = { width: 412, height: 915 };
export const CPU_SLOWDOWN = 4;
/** The slow-network profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (a slow phone connection). */
export const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 };
/** Where bench-env.mjs puts the React calibration page in the served copy of dist/. */
export const REACT_FLOOR_PATH = "/bench-floor/index.html";

/** Runs in the page (serialised by playwright), so it may only use browser globals. */
function instrument() {
  if (window.__bench) return;
  const B = (window.__bench = {
    watches: {},
    keys: [],
    events: [],
    longTasks: [],
    lcp: null,
    submitAt: null,
    clickAt: null,
    typing: false,
  });
  try {
    performance.setResourceTimingBufferSize(100000);
  } catch {}
  const observe = (type, fn, extra = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true, ...extra });
    } catch {}
  };
  observe("longtask", (e) => B.longTasks.push({ start: e.startTime, duration: e.duration }));
  observe("largest-contentful-paint", (e) => (B.lcp = e.startTime));
  // Event Timing reports only events of 16 ms or more (rounded to 8 ms): the slow keystrokes.
  observe("event", (e) => B.typing && B.events.push({ name: e.name, duration: e.duration, delay: e.processingStart - e.startTime }), {
    durationThreshold: 16,
  });

  const nextTask = (cb) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => cb(performance.now());
    channel.port2.postMessage(null);
  };
  const afterPaint = (cb) => requestAnimationFrame(() => nextTask(cb));
  B.afterPaint = afterPaint;

  B.main = () => document.querySelector("main") || document.body;
  /** Top-level posts of the feed (a quoted post inside a post is not counted). */
  B.articles = () => {
    const root = document.querySelector('[role="feed"]') || document.querySelector("main");
    if (!root) return [];
    return Array.from(root.querySelectorAll("article")).filter((a) => !a.parentElement || !a.parentElement.closest("article"));
  };
  B.articleKey = (a) =>
    a.getAttribute("data-id") ||
    a.getAttribute("data-post-id") ||
    a.getAttribute("aria-posinset") ||
    a.querySelector('a[href*="/post/"]')?.getAttribute("href") ||
    a.id ||
    a;
  /** The feed's next-page button ("Show more posts" and the like), found without Playwright's role engine. */
  B.moreButton = () =>
    Array.from(document.querySelectorAll("main button"))
      .filter((b) => !b.closest("article"))
      .filter((b) => /show more|load more|more posts|next page|older|^more$/i.test((b.getAttribute("aria-label") || b.textContent || "").trim()))
      .filter((b) => b.getClientRects().length > 0)
      .at(-1) || null;
  B.postLinks = () => Array.from(new Set(B.articles().flatMap((a) => Array.from(a.querySelectorAll('a[href^="/post/"]'), (l) => l.getAttribute("href")))));

  // Watches: a predicate checked on every DOM change (and every 50 ms), resolved after the next paint
  // (or, with then = "task", at the next task: when the main thread is free to take input).
  let mutations = null;
  let poll = null;
  const check = () => {
    let waiting = false;
    for (const w of Object.values(B.watches)) {
      if (w.state !== "waiting") continue;
      let ok = false;
      try {
        ok = Boolean(w.pred());
      } catch {}
      if (!ok) {
        waiting = true;
        continue;
      }
      w.state = "seen";
      w.seenAt = performance.now();
      (w.then === "task" ? nextTask : afterPaint)((t) => {
        w.at = t;
        w.state = "done";
        w.resolve(t);
      });
    }
    if (!waiting) {
      mutations?.disconnect();
      mutations = null;
      clearInterval(poll);
      poll = null;
    }
  };
  B.watch = (name, pred, then = "paint") => {
    const w = { pred, then, state: "waiting", at: null, seenAt: null, armedAt: performance.now() };
    w.promise = new Promise((resolve) => (w.resolve = resolve));
    B.watches[name] = w;
    if (!mutations) {
      mutations = new MutationObserver(check);
      mutations.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    }
    if (!poll) poll = setInterval(check, 50);
    check();
    return true;
  };
  B.wait = (name, timeout) => {
    const w = B.watches[name];
    if (!w) return null;
    return Promise.race([w.promise, new Promise((resolve) => setTimeout(() => resolve(null), timeout))]);
  };

  // The first API request of a kind started at or after `since` (for "data arrived" times).
  B.apiEntry = (since, pattern) =>
    performance
      .getEntriesByType("resource")
      .filter((e) => e.startTime >= since && new RegExp(pattern).test(e.name))
      .sort((a, b) => a.startTime - b.startTime)[0] || null;

  // Next page: new posts (not in the list when armed) rendered after the timeline request answered.
  B.armNextPage = (name) => {
    const seen = new Set(B.articles().map(B.articleKey));
    const since = performance.now();
    B.watch(name, () => B.apiEntry(since, "/api/v\\d/timelines/") && B.articles().some((a) => !seen.has(B.articleKey(a))));
    B.watches[name].since = since;
  };

  // Sign-in form: the username field is there, enabled and visible; resolved at the next task, then focus is tried.
  B.usernameField = () =>
    document.querySelector('input[autocomplete="username"]') ||
    Array.from(document.querySelectorAll("label")).find((l) => /user\s*name/i.test(l.textContent || ""))?.control ||
    null;
  B.fieldReady = () => {
    const field = B.usernameField();
    return Boolean(field) && !field.disabled && !field.readOnly && field.getClientRects().length > 0;
  };
  B.tryFocus = () => {
    const field = B.usernameField();
    if (!field) return false;
    field.focus({ preventScroll: true });
    const ok = document.activeElement === field;
    field.blur();
    return ok;
  };
  if (location.pathname === "/" || location.pathname.startsWith("/bench-floor/")) B.watch("usable", B.fieldReady, "task");

  addEventListener("submit", (e) => (B.submitAt ??= e.timeStamp), true);
  addEventListener(
    "click",
    (e) => {
      B.clickAt = e.timeStamp;
      B.clickTarget = e.target;
    },
    true,
  );

  // Typing: from the keydown's timestamp to the first task after the frame that follows its input event.
  let pendingKey = null;
  addEventListener("keydown", (e) => B.typing && (pendingKey = e.timeStamp), true);
  addEventListener(
    "input",
    () => {
      if (!B.typing || pendingKey === null) return;
      const start = pendingKey;
      pendingKey = null;
      afterPaint((t) => B.keys.push(t - start));
    },
    true,
  );
}

/**
 * A page in a fresh browser context: 412×915 at DPR 2 with touch, service workers blocked, HTTP cache off, CPU
 * slowed down 4x through CDP (unless throttle is false), the network slowed down when `network` is given
 * (Network.emulateNetworkConditions, e.g. SLOW_NETWORK), the instrumentation above, and a session token in
 * localStorage when signed in.
 */
export async function openPage(browser, baseURL, { token = null, throttle = true, network = null } = {}) {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  if (token) {
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify({ token })]);
  }
  await context.addInitScript(instrument);
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Performance.enable");
  if (throttle) await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  if (network) await cdp.send("Network.emulateNetworkConditions", network);
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { context, page, cdp, errors, close: () => context.close().catch(() => {}) };
}

/** JS heap in use after a forced garbage collection, with the DOM node count (Performance.getMetrics). */
export async function heapAfterGc(cdp) {
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  const { metrics } = await cdp.send("Performance.getMetrics");
  const metric = (name) => metrics.find((m) => m.name === name)?.value ?? null;
  return { usedMb: usedSize / 1e6, domNodes: metric("Nodes"), listeners: metric("JSEventListeners") };
}

/**
 * A heap snapshot (taken after `heapAfterGc`), summed by kind of node: V8's kinds ("code" is V8's code objects:
 * bytecode, the machine code its compiling tiers make and their metadata; "native" is Blink's, outside the JS heap) and
 * by constructor of objects, closures and arrays.
 */
export async function heapSnapshotSummary(cdp) {
  const chunks = [];
  const onChunk = (event) => chunks.push(event.chunk);
  cdp.on("HeapProfiler.addHeapSnapshotChunk", onChunk);
  try {
    await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
  } finally {
    cdp.off("HeapProfiler.addHeapSnapshotChunk", onChunk);
  }
  const { snapshot, nodes, strings } = JSON.parse(chunks.join(""));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [type, name, size] = ["type", "name", "self_size"].map((f) => fields.indexOf(f));
  const kinds = new Map();
  const byName = new Map();
  const add = (map, key, bytes) => map.set(key, (map.get(key) ?? 0) + bytes);
  for (let i = 0; i < nodes.length; i += fields.length) {
    const t = types[nodes[i + type]];
    const bytes = nodes[i + size];
    const kind = t === "code" ? "code" : t === "native" || t === "synthetic" ? "native (not JS heap)" : t.includes("string") ? "strings" : t;
    add(kinds, kind, bytes);
    if (t === "object" || t === "closure" || t === "array") add(byName, `${t} ${strings[nodes[i + name]].replace(/ @\d+$/, "").slice(0, 60)}`, bytes);
  }
  let jsBytes = 0;
  for (const [kind, bytes] of kinds) if (kind !== "native (not JS heap)") jsBytes += bytes;
  return { kinds, byName, jsBytes, codeBytes: kinds.get("code") ?? 0 };
}

/** Waits for an in-page watch; null on timeout. */
export function waitWatch(page, name, timeout) {
  return page.evaluate(([n, t]) => window.__bench.wait(n, t), [name, timeout]);
}
