// run-alone: its long-task budget is measured on a 4x throttled CPU, which another test's browser sharing the cores would distort.
// Safety budgets in Chromium against the demo: a page of the heaviest posts a server lets through renders
// without a long task on a slow phone's CPU, and invoices whose address or amount is not valid are refused
// before any payment link or QR code is built (issue: attack review items 1, 3 and 4).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { CDPSession, Page } from "playwright-core";

import { WORST_CASE_LINKS } from "../fixtures/hostile-payloads";
import { eventually, nextFrames, startHarness, type Harness } from "./harness";

/** The bench's slowdown (bench/README.md): a mid-range phone. */
const CPU_SLOWDOWN = 4;
/** A task of 50 ms or more is a long task: input waits behind it. */
const LONG_TASK_MS = 50;
/** The longest task an ordinary page of posts may take at the calibrated slowdown: room for the run's noise below LONG_TASK_MS. */
const ORDINARY_TASK_MS = 40;
/** As many worst-case posts as froze the page for 7.4 s before link routing was one lookup per link. */
const HEAVY_POSTS = 5;

let h: Harness;
/** The slowdown of a mid-range phone on this machine (calibratedSlowdown). */
let slowdown = CPU_SLOWDOWN;
/** What the calibration saw: each rate tried and the ordinary page's long tasks there (for the failure messages). */
const calibration: string[] = [];

before(async () => {
  h = await startHarness({ staticDir: process.env.E2E_DIST });
  await h.resetDemo();
  // Before the worst-case posts are planted: the ordinary page is measured without them.
  slowdown = await calibratedSlowdown();
});
after(async () => {
  await h?.close();
});

async function control(path: string, body: unknown): Promise<any> {
  const response = await fetch(`${h.url}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  assert.equal(response.status, 200, await response.clone().text());
  return response.json();
}

type LongTask = { start: number; duration: number };
const longTasksSince = (page: Page, since: number): Promise<number[]> =>
  page.evaluate(
    (t) => (window as unknown as { __longTasks: LongTask[] }).__longTasks.filter((e) => e.start >= t).map((e) => Math.round(e.duration)),
    since,
  );

let planted: Promise<void> | undefined;
/** The worst-case posts, on the local timeline once per file. */
const plantHeavy = () =>
  (planted ??= (async () => {
    const { content, mentions, tags, links } = WORST_CASE_LINKS;
    const { posts } = await control("/__test__/heavy", { count: HEAVY_POSTS, content, mentions, tags, links });
    assert.equal(posts.length, HEAVY_POSTS);
  })());

/**
 * Signs in, then opens the local timeline on a `slowdown`× slower CPU and waits until `shown` holds. The clock starts
 * once the local timeline's screen is up and its posts are on their way: what is measured is the page of posts
 * arriving and rendering, not leaving home (nor the test's own role queries, which run on the page's main thread).
 * Returns the page (still throttled) and the long tasks (ms) meanwhile.
 */
async function openLocal(slowdown: number, shown: (heavyPosts: number) => boolean): Promise<{ page: Page; cdp: CDPSession; rendering: number[] }> {
  const page = await h.newPage();
  page.setDefaultTimeout(60_000);
  await page.context().addInitScript(() => {
    const w = window as unknown as { __longTasks: LongTask[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  await h.signInAs(page, "alice");
  // Booted, signed in and the sanitiser loaded: home's posts show their text.
  await page.locator("article.post-card .post-content").first().waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/timelines\/public\?/, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest(/\/api\/v1\/timelines\/public\?/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Local", exact: true }).click();
  await page.waitForURL(/\/local$/);
  await asked;
  await page.locator("main .page-loading").waitFor();
  await nextFrames(page);
  const since = await page.evaluate(() => performance.now());
  release();
  await page.waitForFunction(shown, HEAVY_POSTS, { polling: 100 });
  // A last frame, so a task that is still running when the content appears is counted too.
  await nextFrames(page);
  return { page, cdp, rendering: await longTasksSince(page, since) };
}

/** The local timeline's posts are shown, their content sanitised (no worst-case post on it yet). */
const ordinaryShown = () => {
  const bodies = [...document.querySelectorAll("article.post-card .post-content")];
  return bodies.length >= 10 && bodies.every((b) => !b.hasAttribute("aria-busy"));
};

/**
 * The slowdown at which an ordinary page of posts (the local timeline before the worst-case posts are planted)
 * renders with no task over ORDINARY_TASK_MS: CPU_SLOWDOWN, or less on a machine slower than the one the budget was
 * set on. There, at 4×, the ordinary page alone made tasks of 50 to 108 ms (its commit and its frame: not the
 * content's doing), and a budget on tasks "caused by hostile content" cannot be read at a speed where content that
 * is not hostile breaks it. A rate holds once two loads in a row at it stay under ORDINARY_TASK_MS (one alone passed
 * at 4× in a run whose next load made tasks of 50 to 70 ms); a load over it lowers the rate in proportion to its
 * longest task. At most five loads. The rate used is three quarters of the one that held: the Long Tasks API reports
 * no task under 50 ms, so a load "under" it may have had tasks of 45 to 49 ms (at the 4× that held twice in a row,
 * the worst-case page then made one of 55 ms).
 */
async function calibratedSlowdown(): Promise<number> {
  let rate = CPU_SLOWDOWN;
  let under = 0;
  for (let i = 0; i < 5 && under < 2; i++) {
    const longest = await ordinaryLongest(rate);
    if (longest <= ORDINARY_TASK_MS) {
      under++;
    } else {
      under = 0;
      rate = lowered(rate, longest);
    }
  }
  return margin(rate);
}

/** The ordinary page (no worst-case post on the local timeline) loaded at `rate`: its longest task in ms (0: none over 50). */
async function ordinaryLongest(rate: number): Promise<number> {
  const { page, cdp, rendering } = await openLocal(rate, ordinaryShown);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await page.close();
  calibration.push(`${rate}×: [${rendering.join(", ")}]`);
  return Math.max(0, ...rendering);
}

/** A rate at which a load whose longest task was `longest` ms would stay under ORDINARY_TASK_MS. */
const lowered = (rate: number, longest: number) => Math.max(1, Math.floor(rate * (ORDINARY_TASK_MS / longest) * 10) / 10);
/** Three quarters of a rate (calibratedSlowdown says why). */
const margin = (rate: number) => Math.max(1, Math.floor(rate * 0.75 * 10) / 10);

/**
 * Opens the local timeline with the worst-case posts on it, on a `slowdown`× slower CPU, and checks what a reader
 * sees: each post collapsed to its first part (its routed links in place) with "Show more", which opens the whole
 * post (the cap of 500 links) and closes it again. Returns the long tasks (ms) while the page rendered and while a
 * post opened.
 */
async function openWorstCase(slowdown: number): Promise<{ rendering: number[]; opening: number[] }> {
  const { mentions, tags, links } = WORST_CASE_LINKS;
  await plantHeavy();
  // Every heavy post is on screen with its links.
  const { page, cdp, rendering } = await openLocal(slowdown, (count) => {
    const cards = [...document.querySelectorAll("article.post-card")].filter((c) => c.textContent?.includes("Heavy Author"));
    return (
      cards.length === count &&
      cards.every((c) => {
        const body = c.querySelector(".post-content");
        return !!body && !body.hasAttribute("aria-busy") && body.querySelectorAll("a[href]").length >= 20;
      })
    );
  });
  try {
    // Each is collapsed: its first part (the first links, routed ones among them) and "Show more"; ordinary posts
    // have no toggle.
    assert.equal(await page.getByRole("button", { name: "Show more", exact: true }).count(), HEAVY_POSTS, "a toggle on each worst-case post, on no other");
    const first = page.locator("article.post-card").filter({ hasText: "Heavy Author" }).first();
    const shownCount = await first.locator(".post-content a[href]").count();
    // Its first part: about a phone screen, where a link weighs what twenty characters do (long-content.ts).
    assert.ok(shownCount >= 20 && shownCount < 60, `only the first part is on the page (${shownCount} links)`);
    for (const path of [`/@${mentions[0].acct}`, `/@${mentions[19].acct}`]) {
      assert.equal(await first.locator(`.post-content a[href="${path}"][data-app-link]`).count(), 1, `${path} is an in-app link in the shown part`);
    }

    // Opening one (from the keyboard) appends the rest a slice per frame: the whole post, up to the cap of links.
    const toggle = await first.getByRole("button", { name: "Show more", exact: true }).elementHandle();
    await toggle!.focus();
    const opened = await page.evaluate(() => performance.now());
    await page.keyboard.press("Enter");
    const less = first.getByRole("button", { name: "Show less", exact: true });
    await less.waitFor();
    assert.equal(await less.getAttribute("aria-expanded"), "true");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Show less", "the toggle keeps the focus");
    await page.waitForFunction(
      () => {
        const card = [...document.querySelectorAll("article.post-card")].find((c) => c.textContent?.includes("Heavy Author"));
        const body = card?.querySelector(".post-content");
        return body && !body.hasAttribute("aria-busy") && body.querySelectorAll("a[href]").length === 500;
      },
      undefined,
      { polling: 100 },
    );
    await nextFrames(page);
    const opening = await longTasksSince(page, opened);
    for (const path of [`/@${mentions[49].acct}`, `/tag/${tags[0].name}`, `/tag/${tags[99].name}`, `/post/${links[0].id}`, `/post/${links[9].id}`]) {
      assert.equal(await first.locator(`.post-content a[href="${path}"][data-app-link]`).count(), 1, `${path} is an in-app link in the whole post`);
    }
    assert.equal(await first.locator(".post-content a[href^='https://l.ex/']").count(), 500 - 160, "the plain links up to the cap");

    // "Show less" puts back the first part.
    await less.click();
    await first.getByRole("button", { name: "Show more", exact: true }).waitFor();
    assert.equal(await first.locator(".post-content a[href]").count(), shownCount);
    return { rendering, opening };
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await page.close();
  }
}

test("the worst-case posts show their first part with routed links and Show more, which opens the whole post", async () => {
  await openWorstCase(1);
});

// Before link routing was one lookup per link, and before links past the cap became text ahead of DOMPurify, a page
// of these posts made long tasks of 240, 218, 268 and 63 ms; after, 72, 144, 140 and 114 ms, mostly the commit that
// cloned 500 links per post into the page, and its style and layout. What keeps it under 50 ms a task now: long
// content shows its first part behind "Show more" (content/LongContent.tsx) and opens a slice per frame; the links
// past the cap are cut from the string with no parse of their own; a heavy post is sanitised in tasks of its own,
// the parse, DOMPurify's pass in parts of its top-level nodes, then the link policy; the first page is listed only once its content is
// sanitised and LongContent, when a post needs it, is loaded (else its cards rendered again, in one piece, as each
// arrived); and the page's render and the relationships' arrival are React transitions, which React renders in
// slices (without them, one render of 57 to 82 ms). What remains per task at 4× (profiled): the page's
// commit, 25 to 35 ms; the render after it (each card's atoms, subscribed on mount, render it once more: an update
// at default priority, which React does not slice), 15 to 40 ms; DOMPurify's pass, 13 to 20 ms. On a machine 2 to
// 3× slower, at 4× the ordinary page alone made tasks of 50 to 108 ms and DOMPurify's pass over the worst case
// (before it was in parts) 55 to 90: there the slowdown is calibrated down (calibratedSlowdown) to the speed at
// which the ordinary page makes no long task, so what this measures stays what hostile content adds.

// The machine's speed can change between the calibration and the measurement (its neighbours' load swung from 2 to 13
// within a run; once the worst-case page made one task of 62 ms at a rate calibrated minutes before). So a
// measurement with a long task is checked against the ordinary page loaded right after it at the same rate: if that
// page stays under ORDINARY_TASK_MS, the long task is the worst-case content's and the test fails; if it does not, the
// machine is slower than the rate assumed, the measurement is void, and it is taken again at a rate lowered as the
// calibration lowers it (with the same margin). At most three measurements; the last one counts whatever the ordinary
// page does.
const MEASUREMENTS = 3;

test("a page with the worst-case posts renders on a slow phone's CPU (4×, or as calibrated) without a long task, and opening one makes none either", async (t) => {
  let rate = slowdown;
  for (let measurement = 1; ; measurement++) {
    const { rendering, opening } = await openWorstCase(rate);
    const long = (tasks: number[]) => tasks.filter((d) => d >= LONG_TASK_MS);
    if (long(rendering).length === 0 && long(opening).length === 0) {
      t.diagnostic(`slowdown ${rate}× (measurement ${measurement}); an ordinary page's long tasks: ${calibration.join("; ")}`);
      return;
    }
    // The ordinary page again, now: the worst-case posts go with a reset (openWorstCase plants them again).
    await h.resetDemo();
    planted = undefined;
    const ordinary = await ordinaryLongest(rate);
    if (ordinary <= ORDINARY_TASK_MS || measurement === MEASUREMENTS) {
      const seen = `at ${rate}× (an ordinary page's tasks, the last right after: ${calibration.join("; ")})`;
      assert.deepEqual(long(rendering), [], `long tasks while ${HEAVY_POSTS} worst-case posts rendered ${seen}`);
      assert.deepEqual(long(opening), [], `long tasks while a worst-case post opened ${seen}`);
    }
    rate = margin(lowered(rate, ordinary));
  }
});

test("invoices with an injected, malformed or foreign-network address or a non-whole amount cannot be paid from here", async () => {
  const { invoices } = (await control("/__test__/hostile-invoices", { sender: "alice", recipient: "dana" })) as { invoices: { id: string; kind: string }[] };
  assert.ok(invoices.length >= 5);
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  for (const { id, kind } of invoices) {
    await page.goto(`${h.url}/@dana/subscription?invoice_id=${id}`);
    const panel = page.locator(".invoice-panel");
    await panel.getByText(/This invoice cannot be paid from here/).waitFor();
    assert.equal(await panel.locator("a.payment-address").count(), 0, `${kind}: no payment link`);
    assert.equal(await panel.locator(".payment-qr").count(), 0, `${kind}: no QR code`);
    assert.doesNotMatch(await page.locator("main").innerText(), /tx_amount|Please send/, kind);
    assert.equal(await page.locator("a[href^='monero:']").count(), 0, `${kind}: no monero: link anywhere`);
  }
});

test("the thread opened at a worst-case post shows that post whole, with no toggle", async () => {
  // Planted last in this file: the local timeline's checks above count the worst-case posts.
  const { posts } = (await control("/__test__/heavy", { count: 1, content: WORST_CASE_LINKS.content, minutesAgo: 60 })) as { posts: string[] };
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  await page.goto(`${h.url}/post/${posts[0]}`);
  const card = page.locator(`article.post-card[data-post-id="${posts[0]}"]`);
  await eventually(async () => (await card.locator(".post-content:not([aria-busy]) a[href]").count()) === 500);
  assert.equal(await card.getByRole("button", { name: "Show more", exact: true }).count(), 0);
  await page.close();
});
