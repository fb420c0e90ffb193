// test-seconds: 215
// Our hostile corpus (test/fixtures/hostile-payloads.ts) planted by the demo into every field that reaches the
// screen, read in Chromium as a signed-in user and as a visitor: no script runs (the canary stays unset, no
// dialog, no request to the attacker or to private hosts), nothing navigates away, no unsafe element or attribute
// reaches the DOM, and external links open safely (reference/security.md §2, §4).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import type { Page } from "playwright-core";
import { EXFIL, HOSTILE_PAYLOADS, HOSTILE_SHORTCODES, HOSTILE_URLS } from "../fixtures/hostile-payloads";
import { eventually, nextFrames, startHarness, type Harness } from "./harness";
import { auditDom, auditScrolling, goClient, isLeak, settled, visitAndAudit, watchedPage, type Watch } from "./hardening-guards";

interface Planted {
  accounts: { id: string; acct: string }[];
  posts: string[];
  thread: { root: string; replies: string[] };
}

let h: Harness;
let planted: Planted;

before(async () => {
  h = await startHarness({ staticDir: process.env.E2E_STATIC_DIR });
  await h.resetDemo();
  const response = await fetch(`${h.url}/__test__/hostile`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      payloads: HOSTILE_PAYLOADS.map((p) => p.value),
      urls: HOSTILE_URLS,
      shortcodes: HOSTILE_SHORTCODES,
    }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  planted = (await response.json()) as Planted;
});

after(async () => {
  await h?.close();
});

/** Late effects of hostile content (beacons, timers, dialogs) have had their chance: the network is quiet. */
async function lateEffects(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await nextFrames(page);
}

/** Files each problem under the place it was seen. */
function fileUnder(found: Map<string, string[]>, where: string, problems: string[]): void {
  for (const problem of problems) found.set(problem, [...(found.get(problem) ?? []), where]);
}

/** Audits the screen now, filing problems under its name. */
async function check(watch: Watch, where: string, found: Map<string, string[]>): Promise<void> {
  if (process.env.HARDENING_DEBUG) console.log(new Date().toISOString(), where);
  await nextFrames(watch.page);
  fileUnder(found, where, await auditDom(watch.page));
}

/** Clicks "show more" until the list stops growing or `max` pages are in, auditing each page. */
async function readAllPages(watch: Watch, where: string, found: Map<string, string[]>, max = 15): Promise<void> {
  const page = watch.page;
  // One audit at the end walks every page the list loaded.
  for (let i = 0; i < max; i++) {
    const more = page.getByRole("button", { name: /show more/i }).last();
    if (!(await more.isVisible().catch(() => false))) break;
    const before = await page.evaluate(() => ({
      items: document.querySelectorAll("main article, main li").length,
      fetches: (window as unknown as { __fetches: unknown[] }).__fetches.length,
    }));
    const button = await more.elementHandle();
    await more.click();
    // A next page shows its first posts, then the rest a frame later; the list is busy until all are in. The page
    // is in once the list has grown or the request the click sent has been answered, and the button no longer
    // says it is loading: a long timeline turns the cards away from the screen into spacers (fewer elements after
    // a page than before), and the list's last page adds nothing. Past the last page, the last "Show more" may be
    // a long post's own, which opens the post whole (appended over a few frames, busy until then) with no request.
    await page
      .waitForFunction(
        ({ before, button }) => {
          const calls = (window as unknown as { __fetches: { done: boolean }[] }).__fetches.slice(before.fetches);
          const answered = calls.length > 0 && calls.every((c) => c.done);
          const grew = document.querySelectorAll("main article, main li").length > before.items;
          const opened = button?.getAttribute("aria-expanded") === "true";
          const loading = button?.isConnected && button.getAttribute("aria-disabled") === "true";
          return (grew || answered || opened) && !loading && !document.querySelector('main [aria-busy="true"]');
        },
        { before, button },
        { timeout: 5000 },
      )
      .catch(() => undefined);
  }
  await auditWalking(watch, where, found);
}

/** Audits a list from its top to its end (auditScrolling), filing problems under `where`; the walk must reach the end. */
async function auditWalking(watch: Watch, where: string, found: Map<string, string[]>): Promise<void> {
  if (process.env.HARDENING_DEBUG) console.log(new Date().toISOString(), where, "walk");
  const walked = await auditScrolling(watch.page);
  fileUnder(found, where, walked.problems);
  assert.ok(walked.end, `${where}: the walk stopped after ${walked.stops} stops, before the end of the list`);
}

/**
 * Problems in other owners' code, reported to them (see the todo test at the end): kept out of the main assertions
 * so those still guard everything else, and asserted absent in the todo test so the fix shows up.
 */
const KNOWN: { pattern: RegExp; issue: string }[] = [
  { pattern: /on <img\.profile-banner>|^request .*(8545|9222|169\.254|10\.0\.0\.1|2130706433|\[::1\]|exfil\.example\/plain-http)/, issue: "features/profile/ProfileHeader.tsx: the banner's src is not checked (safeMediaUrl)" },
  { pattern: /^bidi text not isolated in <span\.notification-icon>/, issue: "features/notifications/NotificationIcon.tsx: an emoji reaction's text (remote) is not isolated (<bdi>)" },
  { pattern: /^bidi text not isolated in <h[12]> .*(landing page|about)/, issue: "features/auth/LandingView.tsx and features/about/AboutView.tsx: the instance title in <h1>/<h2> is not isolated (<bdi> or dir=auto)" },
];
const knownSeen = new Set<string>();

function problemsOf(watch: Watch, found: Map<string, string[]>): string[] {
  const report = [...found].map(([problem, where]) => `${problem}  (${where.slice(0, 3).join("; ")}${where.length > 3 ? "; …" : ""})`);
  for (const d of watch.dialogs) report.push(`dialog ${d}`);
  for (const e of watch.escapes) report.push(`navigated to ${e}`);
  for (const url of new Set(watch.external.filter((r) => isLeak(r.url, EXFIL, h.url)).map((r) => r.url))) report.push(`request ${url}`);
  for (const r of watch.external.filter((r) => r.authorization)) report.push(`token sent to ${r.url}`);
  return report;
}

function assertClean(watch: Watch, found: Map<string, string[]>): void {
  const problems = problemsOf(watch, found).filter((p) => {
    const known = KNOWN.find((k) => k.pattern.test(p));
    if (known) knownSeen.add(`${known.issue}: ${p}`);
    return !known;
  });
  assert.deepEqual(problems, [], "hostile content got through");
}

test("the guards themselves catch script, unsafe markup, leaks and dialogs", async () => {
  const watch = await watchedPage(h);
  await watch.page.goto(`${h.url}/about`);
  await settled(watch.page);
  await watch.page.evaluate((exfil) => {
    const box = document.createElement("div");
    box.className = "rich-content";
    box.innerHTML = `<form><input name=password></form><a href="https://ok.example" id="x">x</a><span>\u202Eevil</span>`;
    document.querySelector("main")!.append(box);
    new Image().src = `https://${exfil}/beacon`;
    (window as unknown as { __pwned: number }).__pwned = 1;
    setTimeout(() => alert("pwned"), 0);
  }, EXFIL);
  // The planted timer and beacon act a moment later; the audit must see each of them.
  await eventually(async () => {
    const problems = [...(await auditDom(watch.page)), ...problemsOf(watch, new Map())].join("\n");
    for (const expected of ["in remote content <form>", "remote attribute id", "remote attribute name", "external link https://ok.example", "bidi text not isolated", "window.__pwned is 1", "dialog alert: pwned", `request https://${EXFIL}/beacon`]) {
      assert.ok(problems.includes(expected), `missed: ${expected}\n${problems}`);
    }
  });
  // The walk down a list audits in the page with the same checks.
  const walked = await auditScrolling(watch.page);
  assert.ok(walked.end);
  const walkedText = walked.problems.join("\n");
  for (const expected of ["in remote content <form>", "remote attribute id", "bidi text not isolated", "window.__pwned is 1"]) {
    assert.ok(walkedText.includes(expected), `the walk missed: ${expected}\n${walkedText}`);
  }
});

test(`corpus of ${HOSTILE_PAYLOADS.length} payloads, signed in: timeline, thread, notifications, search, directory, about`, async () => {
  assert.ok(HOSTILE_PAYLOADS.length >= 150);
  const watch = await watchedPage(h, "alice");
  const found = new Map<string, string[]>();
  const page = watch.page;
  await page.locator("article").first().waitFor();
  await check(watch, "home", found);

  await goClient(page, "/local");
  await settled(page);
  await readAllPages(watch, "local timeline", found, 12);
  // Every post read is an entry of the list, a card or (away from the screen) its spacer.
  const seen = await page.locator("main .timeline-list > [data-entry-id]").count();
  assert.ok(seen >= 150, `only ${seen} posts of the local timeline were read`);

  await goClient(page, `/post/${planted.thread.root}`);
  await settled(page);
  await page.locator("article").nth(5).waitFor({ timeout: 10_000 }).catch(() => undefined);
  await check(watch, "thread", found);

  await goClient(page, "/notifications");
  await settled(page);
  await readAllPages(watch, "notifications", found);

  await goClient(page, "/search?q=hostile");
  await settled(page);
  await check(watch, "search", found);

  await goClient(page, "/profile-directory");
  await settled(page);
  await readAllPages(watch, "directory", found, 6);

  await goClient(page, "/about");
  await settled(page);
  await check(watch, "about", found);

  await lateEffects(page);
  assertClean(watch, found);
});

test("every hostile profile (display name, bio, fields, avatar, header, its post) signed in", async () => {
  const watch = await watchedPage(h, "alice");
  const found = new Map<string, string[]>();
  await watch.page.locator("article").first().waitFor();
  for (const [i, account] of planted.accounts.entries()) {
    const where = `profile ${HOSTILE_PAYLOADS[i].id}`;
    if (process.env.HARDENING_DEBUG) console.log(new Date().toISOString(), where);
    fileUnder(found, where, await visitAndAudit(watch.page, `/@${account.acct}`, { article: true }));
  }
  await lateEffects(watch.page);
  assertClean(watch, found);
});

test("visitor: local timeline, thread, profiles, about and the landing page", async () => {
  const watch = await watchedPage(h);
  const found = new Map<string, string[]>();
  const page = watch.page;
  await page.goto(`${h.url}/`);
  await settled(page, "#app");
  await check(watch, "landing page", found);

  await goClient(page, "/local");
  await settled(page);
  await readAllPages(watch, "local timeline (visitor)", found, 12);

  await goClient(page, `/post/${planted.thread.root}`);
  await settled(page);
  await check(watch, "thread (visitor)", found);

  for (const [i, account] of planted.accounts.entries()) {
    if (i % 5 !== 0) continue;
    const where = `profile ${HOSTILE_PAYLOADS[i].id} (visitor)`;
    fileUnder(found, where, await visitAndAudit(page, `/@${account.acct}`));
  }
  await goClient(page, "/about");
  await settled(page);
  await check(watch, "about (visitor)", found);
  await lateEffects(page);
  assertClean(watch, found);
});

test("hostile images and links: opening the lightbox and clicking remote links never leaves the page", async () => {
  const watch = await watchedPage(h, "alice");
  const page = watch.page;
  await goClient(page, `/@${planted.accounts[0].acct}`);
  await settled(page);
  const image = page.locator("main .post-image").first();
  await image.waitFor();
  await image.click();
  await page.getByRole("dialog").waitFor();
  assert.deepEqual((await auditDom(page)).filter((p) => !KNOWN.some((k) => k.pattern.test(p))), []);
  await page.keyboard.press("Escape");
  // Remote links open in a new tab (which the context records and we close) and never in this page.
  const links = page.locator("main .rich-content a[target=_blank]");
  const count = Math.min(await links.count(), 5);
  for (let i = 0; i < count; i++) {
    const popup = page.context().waitForEvent("page", { timeout: 3000 }).catch(() => null);
    await links.nth(i).click({ modifiers: [] }).catch(() => undefined);
    const opened = await popup;
    if (opened) {
      assert.equal(await opened.evaluate(() => window.opener).catch(() => null), null, "the new tab can reach this page");
      await opened.close();
    }
  }
  assert.ok(page.url().startsWith(h.url), page.url());
  assert.equal(await page.evaluate(() => typeof (window as unknown as { __pwned?: unknown }).__pwned), "undefined");
  assert.deepEqual(watch.dialogs, []);
});

test("known problems in other owners' code are fixed", () => {
  assert.deepEqual([...knownSeen], []);
});
