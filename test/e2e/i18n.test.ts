// test-seconds: 90
// Issue 11: the screens in other languages. Persian lays out right to left; Japanese and German do not overflow; no
// English dictionary text is left on the main screens of languages that differ in how their words are loaded.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import type { Page, Request } from "playwright-core";
import en from "../../locales/en";
import { flatten } from "../../scripts/i18n-missing";
import { LOCALES } from "../../src/lib/locale";
import { eventually, startHarness, type Harness } from "./harness";
import { settled } from "./hardening-guards";

/** The view has shown its content and its words: nothing loading in main, and the network quiet (500 ms). */
async function pageAtRest(page: Page): Promise<void> {
  await settled(page);
  await page.waitForLoadState("networkidle");
}

/**
 * Runs `act` (a click that moves to another screen in the app), then waits as pageAtRest does after a load: the view
 * has shown its content, and no request of the page has been under way for 500 ms. Playwright's "networkidle" state
 * belongs to a document load and is not reached again after a move inside the app, so the quiet is watched here.
 */
async function atRestAfter(page: Page, act: () => Promise<void>): Promise<void> {
  const open = new Set<Request>();
  let quietSince = Date.now();
  const started = (r: Request) => void open.add(r);
  const ended = (r: Request) => {
    open.delete(r);
    quietSince = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await act();
    await settled(page);
    await eventually(() => open.size === 0 && Date.now() - quietSince >= 500, 30_000);
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}

type Dict = { [key: string]: string | Dict };
let h: Harness;
before(async () => {
  h = await startHarness();
  await h.resetDemo();
});
after(async () => {
  await h.close();
});

const SHOTS = "test-results/i18n";
mkdirSync(SHOTS, { recursive: true });

async function openAs(locale: string, path: string, width = 1200): Promise<Page> {
  const page = await h.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.context().addInitScript((lc) => {
    localStorage.setItem("mitra.v1.config", JSON.stringify({ locale: lc, theme: "light" }));
  }, locale);
  await h.signInAs(page, "alice");
  if (path !== "/home") await page.goto(path);
  await page.waitForFunction((lc) => document.documentElement.lang === lc, locale);
  await pageAtRest(page);
  return page;
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("right to left", () => {
  test("Persian: home, a post card, the composer and settings are laid out right to left", async () => {
    const page = await openAs("fa", "/home");
    assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
    await page.locator("article").first().waitFor();
    const [nav, main] = await Promise.all([
      page.getByRole("navigation").first().boundingBox(),
      page.locator("main").boundingBox(),
    ]);
    assert.ok(nav && main && nav.x > main.x, "the sidebar sits on the right");
    const card = await page.locator("article").first().evaluate((el) => getComputedStyle(el).direction);
    assert.equal(card, "rtl");
    // The full editor, opened from its stand-in box.
    await page.locator("textarea").first().click();
    await page.locator("form textarea").first().waitFor();
    const composer = page.locator("form textarea").first();
    assert.equal(await composer.evaluate((el) => getComputedStyle(el).direction), "rtl");
    await page.screenshot({ path: `${SHOTS}/fa-home.png` });
    await page.goto("/settings");
    await page.locator("main h1").first().waitFor();
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).direction), "rtl");
    await page.screenshot({ path: `${SHOTS}/fa-settings.png` });
    assert.ok((await overflow(page)) <= 0);
  });
});

describe("long words and wide scripts", () => {
  for (const locale of ["ja", "de"]) {
    for (const path of ["/home", "/settings", "/notifications"]) {
      test(`${locale} ${path} fits a phone screen`, async () => {
        const page = await openAs(locale, path, 360);
        await page.screenshot({ path: `${SHOTS}/${locale}-${path.slice(1)}.png` });
        const over = await overflow(page);
        assert.ok(over <= 0, `${over}px wider than the screen`);
      });
    }
  }
});

/**
 * The languages whose screens are read for English words. Every language's words are checked whole without a browser
 * (test/unit/i18n/locales.test.ts: every key, translated, with its placeholders; the build stops when a language lacks
 * a namespace's file), and one code path loads any language's words, so a walk per language read the same code twenty
 * times (three and a half minutes of a run). These differ in what that path handles: right to left (fa), a region in
 * the tag (pt-BR, beside pt), a script in the tag (zh-Hans), and two scripts and plural rules of their own (ja, ru).
 */
const READ_FOR_ENGLISH = ["fa", "pt-BR", "zh-Hans", "ja", "ru"];

test("the languages read for English words are languages of the app", () => {
  for (const locale of READ_FOR_ENGLISH) assert.ok((LOCALES as readonly string[]).includes(locale), locale);
});

describe("no English left", () => {
  const english = flatten(en as unknown as Dict);
  for (const locale of READ_FOR_ENGLISH) {
    test(`${locale}: the main screens show no untranslated words`, async () => {
      const dict = flatten(((await import(`../../locales/${locale}/index.ts`)) as { default: Dict }).default);
      // English texts the language translates differently, without placeholders: finding one means it leaked.
      const own = new Set(dict.values());
      const leaks = [...english]
        .filter(([k, v]) => !/[{}]/.test(v) && v.length > 3 && dict.get(k) !== v && !own.has(v))
        .map(([, v]) => v);
      const found = new Set<string>();
      const page = await openAs(locale, "/home");
      for (const path of ["/home", "/notifications", "/settings", "/@alice", "/explore"]) {
        if (path === "/home") {
          // The full editor's words too: open it from its stand-in box.
          await page.locator("textarea").first().click();
          await page.locator("form textarea").first().waitFor();
        } else {
          // Through the sidebar's link, as a reader goes there: one app start per language serves all five screens.
          await atRestAfter(page, async () => {
            await page.locator(`nav.sidebar a[href="${path}"]`).click();
            await page.waitForURL((url) => url.pathname === path);
          });
        }
        const texts = await page.evaluate(() => {
          const out: string[] = [];
          const skip = (el: Element | null) => el?.closest(".rich-content, .post-content, .display-name, .handle, pre, code");
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            if (!skip(n.parentElement)) out.push((n.textContent ?? "").trim());
          }
          for (const el of document.querySelectorAll("[aria-label], [title], [placeholder]")) {
            if (skip(el)) continue;
            for (const a of ["aria-label", "title", "placeholder"]) out.push(el.getAttribute(a)?.trim() ?? "");
          }
          return out.filter(Boolean);
        });
        for (const t of texts) if (leaks.includes(t)) found.add(`${path}: ${t}`);
      }
      assert.deepEqual([...found], []);
    });
  }
});
