// test-seconds: 33
// Another language's words come by namespace (build.mjs buildWords, src/state/i18n.ts): a screen fetches the words of
// the namespaces it registers, alongside its code rather than after it; switching language in settings fetches those
// of every namespace in use; the service worker keeps them for a visit without the server. The demo server is
// stopped by the last test, so this file has its own.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { eventually, startHarness, type Harness } from "./harness";

let h: Harness;
before(async () => {
  h = await startHarness();
  await h.resetDemo();
});
after(async () => {
  await h?.close();
});

const WORDS = /\/assets\/words-\w+\/([\w-]+)\/([\w-]+)\.js$/;

/** A page in this language (and signed in as alice when asked), recording the namespaces of the words files it
 * requests ("de/post"). */
async function pageIn(locale: string, alice: boolean, serviceWorkers: "allow" | "block" = "block"): Promise<{ page: Page; words: string[] }> {
  const page = await h.newPage({ serviceWorkers });
  const token = alice ? await h.tokenFor("alice") : null;
  await page.context().addInitScript(
    ([lc, tok]) => {
      localStorage.setItem("mitra.v1.config", JSON.stringify({ locale: lc, theme: "light" }));
      if (tok) localStorage.setItem("mitra.v1.session", JSON.stringify({ token: tok }));
    },
    [locale, token] as const,
  );
  const words: string[] = [];
  page.on("request", (request) => {
    const m = WORDS.exec(new URL(request.url()).pathname);
    // common, errors and shell, which every screen shows, are one file (build.mjs SHELL_WORDS).
    if (m) words.push(...m[2]!.split("-").map((ns) => `${m[1]}/${ns}`));
  });
  return { page, words };
}

const namespaces = (words: string[]) => [...new Set(words.map((w) => w.split("/")[1]!))].sort();

test("a German home fetches its namespaces' words while its code is still on the way, and only German ones", async () => {
  const { page, words } = await pageIn("de", true);
  // Hold back every chunk the entry does not load itself: the view, the frame and what they import. A namespace's
  // words requested meanwhile were asked for alongside the code, not once the code had run.
  const html = readFileSync("dist/index.html", "utf8");
  const entryFiles = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/chunks\/.*\.js$/, async (route) => {
    if (!entryFiles.has(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  await page.goto("/home");
  await eventually(() => ["frame", "post", "timeline"].every((ns) => words.includes(`de/${ns}`)));
  release();
  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Startseite" }).waitFor();
  await page.locator("article").first().waitFor();
  await page.waitForLoadState("networkidle");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "de");
  assert.deepEqual(words.filter((w) => !w.startsWith("de/")), [], "no other language's words");
  assert.equal(new Set(words).size, words.length, "each file once");
  for (const ns of ["common", "errors", "shell", "frame", "post", "timeline"]) assert.ok(words.includes(`de/${ns}`), `de/${ns}`);
  for (const ns of ["settings", "landing", "profileEdit", "wallets"]) assert.ok(!words.includes(`de/${ns}`), `not de/${ns}`);
});

test("a Persian visitor's landing page fetches the landing page's words alone and reads right to left", async () => {
  const { page, words } = await pageIn("fa", false);
  await page.goto("/");
  await page.getByRole("button", { name: "ورود" }).first().waitFor();
  await page.waitForLoadState("networkidle");
  assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
  assert.deepEqual(namespaces(words), ["auth", "common", "errors", "serverSignIn", "shell"]);
  assert.ok(words.every((w) => w.startsWith("fa/")));
});

test("German and Persian on a profile, then settings: each screen's own words arrive as it opens", async () => {
  for (const locale of ["de", "fa"]) {
    const { default: frame } = (await import(`../../locales/${locale}/frame.ts`)) as { default: { mainNav: string } };
    const { default: settings } = (await import(`../../locales/${locale}/settings.ts`)) as { default: { title: string } };
    const { page, words } = await pageIn(locale, true);
    await page.goto("/@alice");
    await page.locator("article").first().waitFor();
    await page.waitForLoadState("networkidle");
    assert.ok(words.includes(`${locale}/profile`), `${locale}: the profile's words`);
    assert.ok(!words.includes(`${locale}/settings`), `${locale}: not yet the settings' words`);
    await page.getByRole("navigation", { name: frame.mainNav }).locator('a[href="/settings"]').click();
    await page.getByRole("heading", { name: settings.title, level: 1 }).waitFor();
    assert.ok(words.includes(`${locale}/settings`), `${locale}: the settings' words`);
    assert.deepEqual(words.filter((w) => !w.startsWith(`${locale}/`)), [], "no other language's words");
    assert.equal(await page.evaluate(() => document.documentElement.dir), locale === "fa" ? "rtl" : "ltr");
    await page.close();
  }
});

test("switching language in settings fetches every namespace in use, without a reload", async () => {
  const { page, words } = await pageIn("en", true);
  await page.goto("/settings");
  const language = page.getByRole("combobox", { name: "Language" });
  await language.waitFor();
  assert.equal(words.length, 0, "English needs no words files");
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  await language.selectOption("de");
  await page.getByRole("heading", { name: "Einstellungen", level: 1 }).waitFor();
  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Startseite" }).waitFor();
  assert.deepEqual(navigations, [], "no reload");
  for (const ns of ["common", "errors", "shell", "frame", "settings"]) assert.ok(words.includes(`de/${ns}`), `de/${ns}`);
  assert.ok(!words.includes("de/profile"), "not the words of screens not shown");
  // Back to English, so the next test starts as it expects.
  await page.getByRole("combobox", { name: "Sprache" }).selectOption("en");
  await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
});

test("without the server, a reload shows the words the service worker kept", async () => {
  await h.resetDemo();
  const { page, words } = await pageIn("de", true, "allow");
  await page.goto("/home");
  await page.locator("article").first().waitFor();
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active && navigator.serviceWorker.controller));
  await eventually(() =>
    page.evaluate(async () => {
      const cache = await caches.open("mitra-code");
      return (await cache.keys()).filter((r) => /\/assets\/words-/.test(r.url)).length >= 4;
    }),
  );
  assert.ok(words.length >= 6, "common, errors, shell, frame, post, timeline");
  // Now that the worker controls the page, a visit goes through it and leaves the reads it keeps.
  await page.reload();
  await page.locator("article").first().waitFor();
  await eventually(() =>
    page.evaluate(async () => {
      const names = (await caches.keys()).filter((n) => n.startsWith("mitra-data"));
      const kept = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)));
      return kept.flat().includes("/api/v1/timelines/home");
    }),
  );
  await h.demo.close();
  await page.reload();
  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Startseite" }).waitFor();
  await page.locator("article").first().waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), "de");
});
