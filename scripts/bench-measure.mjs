// The measurements of `npm run bench` (the signed-in feed session is in bench-feed.mjs). Each returns
// { values: {figure: number|null}, notes: {figure: text}, detail }: a screen that is not there yet gives null
// with the reason instead of an exception.
import { gzipSync } from "node:zlib";

import { heapAfterGc, heapSnapshotSummary, openPage, REACT_FLOOR_PATH, SLOW_NETWORK, waitWatch } from "./bench-page.mjs";

export const ROUTES = [
  { id: "landing", label: "landing page /", path: () => "/", signedIn: false },
  { id: "home", label: "home /home", path: () => "/home", signedIn: true },
  { id: "thread", label: "thread /post/<id>", path: (ctx) => `/post/${encodeURIComponent(ctx.threadId)}`, signedIn: true },
  { id: "profile", label: "profile /@alice", path: () => "/@alice", signedIn: true },
  { id: "notifications", label: "notifications", path: () => "/notifications", signedIn: true },
  { id: "settings", label: "settings", path: () => "/settings", signedIn: true },
];

export const TYPED = "the tide came in slowly over the harbour wall and the ferry waited while we talked about seeds bikes "
  .repeat(3)
  .slice(0, 200);

const median = (xs) => {
  const s = xs.filter((x) => typeof x === "number" && Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const percentile = (xs, p) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : null;
};
export { median };

export function result() {
  const r = { values: {}, notes: {}, detail: {} };
  r.set = (id, value, note) => {
    r.values[id] = value;
    if (note) r.notes[id] = note;
  };
  r.na = (ids, reason) => [ids].flat().forEach((id) => r.set(id, null, reason));
  return r;
}

/** Waits until no JS/CSS/HTML response arrived for `quietMs` and the view is not showing its loading state. */
async function settle(page, lastResponse, quietMs = 800, limitMs = 10000) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const loading = await page.evaluate(() => Boolean(document.querySelector(".page-loading, .boot"))).catch(() => true);
    if (!loading && Date.now() - lastResponse() >= quietMs) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

/** HTML + JS + CSS bytes of a route's first load: on the wire, raw, and gzip -9 of the raw bodies. */
export async function measureBytes(ctx) {
  const r = result();
  for (const route of ROUTES) {
    const id = `bytes.${route.id}`;
    if (route.id === "thread" && !ctx.threadId) {
      r.na(id, "no post id from the home timeline API");
      continue;
    }
    const p = await openPage(ctx.browser, ctx.url, { token: route.signedIn ? ctx.token : null, throttle: false });
    try {
      const responses = [];
      let last = Date.now();
      p.page.on("response", (res) => {
        if (["document", "script", "stylesheet"].includes(res.request().resourceType())) {
          responses.push(res);
          last = Date.now();
        }
      });
      const path = route.path(ctx);
      await p.page.goto(path, { waitUntil: "load" });
      const settled = await settle(p.page, () => last);
      const landed = await p.page.evaluate(() => location.pathname);
      const files = [];
      for (const res of responses) {
        const body = await res.body().catch(() => Buffer.alloc(0));
        const sizes = await res.request().sizes().catch(() => ({ responseBodySize: body.length, responseHeadersSize: 0 }));
        files.push({
          url: new URL(res.url()).pathname,
          type: res.request().resourceType(),
          wire: sizes.responseBodySize + sizes.responseHeadersSize,
          raw: body.length,
          gz: gzipSync(body, { level: 9 }).length,
        });
      }
      const sum = (k) => files.reduce((n, f) => n + f[k], 0) / 1000;
      const notes = [];
      if (landed !== decodeURIComponent(path)) notes.push(`ended on ${landed}`);
      if (!settled) notes.push("still loading after 10 s");
      r.set(id, sum("gz"), notes.join("; "));
      r.detail[route.id] = { path, landed, files: files.length, wireKb: sum("wire"), rawKb: sum("raw"), gzKb: sum("gz"), list: files };
    } catch (error) {
      r.na(id, `could not load: ${error.message.split("\n")[0]}`);
    } finally {
      await p.close();
    }
  }
  return r;
}

/** One fresh load of `path`: the in-page time of the watch `name` (armed at document start or by `arm`). */
async function timeLoad(ctx, { path, token = null, network = null, name, arm = null, timeout = 20000 }) {
  const p = await openPage(ctx.browser, ctx.url, { token, network });
  try {
    if (arm) await p.page.addInitScript(arm);
    await p.page.goto(path, { waitUntil: "commit" });
    const at = await waitWatch(p.page, name, timeout);
    const focusable = name === "usable" && at !== null ? await p.page.evaluate(() => window.__bench.tryFocus()) : true;
    await p.page.waitForLoadState("load").catch(() => undefined);
    const fcp = await p.page
      .waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime, null, { timeout: 5000 })
      .then((h) => h.jsonValue())
      .catch(() => null);
    const note = at === null ? `nothing within ${timeout / 1000} s` : !focusable ? "the field did not take focus" : p.errors.length ? `page error: ${p.errors[0]}` : "";
    // How long the page waited for the server's answer to its feed request (request sent → first byte): the demo's
    // own time, and on a busy machine its wait for a core, which no client can shorten.
    const answer = await p.page.evaluate(() => {
      const entry = performance.getEntriesByType("resource").find((e) => /\/api\/v\d\/timelines\//.test(e.name));
      return entry && entry.responseStart > 0 ? entry.responseStart - entry.requestStart : null;
    });
    return { at: focusable ? at : null, fcp, note, answer };
  } finally {
    await p.close();
  }
}

// Home with 20 posts: the 20th top-level article of the feed painted (armed at document start, before the app runs).
const armHome20 = () => window.__bench.watch("home20", () => window.__bench.articles().length >= 20);

/**
 * The first screens, on a fresh load each time, at 4x CPU and then also on the slow network: the sign-in form
 * accepting input, home with 20 posts painted (signed in), the React floor's field accepting input, and the first
 * paint (FCP), which for the client is the boot skeleton of index.html (text in its bar), not the app. The screens
 * take turns (landing, home, floor, landing, ...), so a change in the machine's pace during the step weighs on the
 * app's loads and the floor's alike and the ratio between them holds.
 */
export async function measureLanding(ctx, samples = 5) {
  const r = result();
  const profiles = [
    { prefix: "", network: null, samples },
    { prefix: "slow.", network: SLOW_NETWORK, samples: Math.max(1, Math.floor(samples / 2)) },
  ];
  const screens = [
    { id: "landingUsable", path: "/", name: "usable" },
    { id: "home20", path: "/home", name: "home20", signedIn: true, arm: armHome20 },
    { id: "reactFloorUsable", path: REACT_FLOOR_PATH, name: "usable" },
  ];
  for (const profile of profiles) {
    const taken = screens.map(() => ({ times: [], paints: [], answers: [], notes: new Set() }));
    for (let i = 0; i < profile.samples && Date.now() < ctx.deadline; i++) {
      for (const [k, screen] of screens.entries()) {
        const t = await timeLoad(ctx, { ...screen, token: screen.signedIn ? ctx.token : null, network: profile.network });
        const s = taken[k];
        if (t.at !== null) s.times.push(t.at);
        if (t.fcp !== null) s.paints.push(t.fcp);
        if (t.answer != null && screen.id === "home20") s.answers.push(t.answer);
        if (t.note) s.notes.add(t.note);
      }
    }
    for (const [k, screen] of screens.entries()) {
      const { times, paints, answers, notes } = taken[k];
      const id = profile.prefix + screen.id;
      r.set(id, median(times), times.length ? "" : [...notes].join("; ") || "time limit");
      if (!profile.prefix && screen.id !== "home20") r.set(screen.id === "landingUsable" ? "fcp" : "reactFloorFcp", median(paints));
      if (screen.id === "home20" && !profile.prefix) r.set("home20Answer", median(answers), answers.length ? "" : "no feed request seen");
      r.detail[id] = { samples: times, fcp: paints, ...(screen.id === "home20" ? { answers } : {}) };
    }
  }
  return r;
}

/** Opens 50 threads from home and goes back each time; the heap after the first and after the 50th. */
export async function measureThreads(ctx, count = 50) {
  const r = result();
  const ids = ["heapThread1", "heapThreadHalf", "heapThread50", "threadLeak", "threadLeakCode", "threadLeakData", "threadOpen"];
  if (ctx.threadIds.length < count) return r.na(ids, `the home timeline API gave only ${ctx.threadIds.length} posts`), r;
  // Opening times are taken on the first 10 at 4x CPU; the heap does not depend on CPU speed, so the rest run at
  // full speed to keep the bench short.
  const timed = 10;
  const p = await openPage(ctx.browser, ctx.url, { token: ctx.token });
  try {
    await p.page.goto("/home", { waitUntil: "load" });
    await p.page.evaluate(() => window.__bench.watch("home", () => window.__bench.articles().length > 0));
    if ((await waitWatch(p.page, "home", 20000)) === null) return r.na(ids, "home shows no post articles to come back to"), r;
    const opens = [];
    let first = null;
    let note = "";
    for (let i = 0; i < count; i++) {
      if (Date.now() > ctx.deadline) {
        note = `time limit after ${i} threads`;
        break;
      }
      const path = `/post/${encodeURIComponent(ctx.threadIds[i])}`;
      await p.page.evaluate((target) => {
        const B = window.__bench;
        B.openAt = performance.now();
        B.watch("thread", () => location.pathname === target && B.main().querySelector("article") && !B.main().querySelector('[aria-busy="true"], .page-loading'));
        history.pushState(null, "", target);
      }, path);
      let at = await waitWatch(p.page, "thread", 10000);
      if (at === null) {
        // A busy marker that never clears (a lazy part of the thread) should not hide a rendered post.
        const shown = await p.page.evaluate((target) => location.pathname === target && Boolean(window.__bench.main().querySelector("article")), path);
        if (!shown) {
          if (i === 0) return r.na(ids, "the thread screen showed no post article within 10 s"), r;
          note = `thread ${i + 1} showed no post within 10 s; stopped`;
          break;
        }
        note = "a thread kept an aria-busy element for 10 s";
      } else if (i < timed) opens.push(at - (await p.page.evaluate(() => window.__bench.openAt)));
      if (i === timed - 1) await p.cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      await p.page.evaluate(() => {
        const B = window.__bench;
        B.watch("back", () => location.pathname === "/home" && B.articles().length > 0);
        history.back();
      });
      if ((await waitWatch(p.page, "back", 10000)) === null) {
        note = `home did not come back after thread ${i + 1}`;
        break;
      }
      if (i === 0) {
        first = await heapAfterGc(p.cdp);
        first.live = await p.page.evaluate(() => document.getElementsByTagName("*").length);
        first.snapshot = await heapSnapshotSummary(p.cdp);
      }
      // The middle one tells warm-up (caches filling, then flat) from a leak (growing all the way).
      if (i === Math.floor(count / 2) - 1) r.set("heapThreadHalf", (await heapAfterGc(p.cdp)).usedMb);
      if (i === count - 1) {
        const last = await heapAfterGc(p.cdp);
        r.set("heapThread1", first.usedMb);
        r.set("heapThread50", last.usedMb);
        r.set("threadLeak", ((last.usedMb - first.usedMb) / first.usedMb) * 100);
        // What of it is V8's code (its compiling tiers filling in as the same functions run again) and what the rest,
        // the app's objects, did: from a snapshot after the first visit and one after the 50th.
        const snapshot = await heapSnapshotSummary(p.cdp);
        const data = (s) => s.jsBytes - s.codeBytes;
        r.set("threadLeakCode", (snapshot.codeBytes - first.snapshot.codeBytes) / 1000);
        r.set("threadLeakData", ((data(snapshot) - data(first.snapshot)) / data(first.snapshot)) * 100);
        const live = await p.page.evaluate(() => document.getElementsByTagName("*").length);
        r.detail = { domNodes1: first.domNodes, domNodes50: last.domNodes, liveElements1: first.live, liveElements50: live, listeners1: first.listeners, listeners50: last.listeners };
      }
    }
    if (!("threadLeak" in r.values)) r.na(["heapThread1", "heapThreadHalf", "heapThread50", "threadLeak", "threadLeakCode", "threadLeakData"], note || "incomplete");
    r.set("threadOpen", median(opens), opens.length ? note : note || "no thread opened");
  } finally {
    await p.close();
  }
  return r;
}

const FLOOR_HTML = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>floor</title><h1>Floor</h1><label for="t">Text</label><textarea id="t" rows="5"></textarea>`;

/** The same methods on a bare page (a heading and a textarea): what this machine gives before any app code. */
export async function measureFloor(ctx) {
  const r = result();
  const p = await openPage(ctx.browser, ctx.url);
  try {
    await p.page.route("**/__bench__/floor.html", (route) => route.fulfill({ contentType: "text/html", body: FLOOR_HTML }));
    await p.page.goto("/__bench__/floor.html", { waitUntil: "load" });
    const fcp = await p.page
      .waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime, null, { timeout: 5000 })
      .then((h) => h.jsonValue())
      .catch(() => null);
    r.set("floorFcp", fcp, fcp === null ? "no paint entry" : "");
    await p.page.locator("textarea").click();
    await p.page.evaluate(() => Object.assign(window.__bench, { typing: true, keys: [] }));
    await p.page.keyboard.type(TYPED.slice(0, 60), { delay: 70 });
    await p.page.waitForTimeout(300);
    const keys = await p.page.evaluate(() => window.__bench.keys);
    r.set("floorTyping", median(keys), keys.length ? "" : "no input events");
  } finally {
    await p.close();
  }
  return r;
}
