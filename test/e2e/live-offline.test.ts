// test-seconds: 40
// Opening the client without a connection: the service worker serves the app shell, the code already fetched
// and the last timelines read (home and the one read last), marked as a saved copy. The demo server is stopped, so this file has its own.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { eventually, startHarness, type Harness } from "./harness";

let h: Harness;
before(async () => {
  h = await startHarness({ staticDir: process.env.E2E_STATIC_DIR });
});
after(async () => {
  await h?.close();
});

/** Alice on home once the service worker controls the page. */
async function aliceUnderWorker(): Promise<Page> {
  await h.resetDemo();
  const page = await h.newPage({ serviceWorkers: "allow" });
  await h.signInAs(page, "alice");
  await page.locator("article.post-card").first().waitFor();
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active && navigator.serviceWorker.controller));
  return page;
}

test("a new version is announced with a reload button, never forced", async () => {
  const page = await aliceUnderWorker();
  const file = resolve(process.env.E2E_STATIC_DIR ?? process.env.MITRA_E2E_STATIC ?? "dist", "sw.js");
  const original = readFileSync(file, "utf8");
  try {
    writeFileSync(file, original.replace(/const VERSION = "[^"]*"/, 'const VERSION = "next"'));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.getByText("A new version of Mitra is available.").waitFor();
    assert.ok(await page.locator("article.post-card").first().isVisible(), "the page was not reloaded by itself");
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Reload" }).click()]);
    await page.locator("article.post-card").first().waitFor();
    assert.equal(await page.getByText("A new version of Mitra is available.").count(), 0);
  } finally {
    writeFileSync(file, original);
  }
});

/** Whether the worker keeps a read of this API path (its key may carry more after the query: the account's digest). */
function savedRead(page: Page, path: string, query: string): Promise<boolean> {
  return page.evaluate(
    async ([path, query]) => {
      for (const name of (await caches.keys()).filter((n) => n.startsWith("mitra-data"))) {
        if ((await (await caches.open(name)).keys()).some((r) => new URL(r.url).pathname === path && r.url.includes(query))) return true;
      }
      return false;
    },
    [path, query],
  );
}

test("a reload with the server gone shows the cached shell and the last timeline read (local, then home), marked as a saved copy", async () => {
  const page = await aliceUnderWorker();
  // Now that the worker controls the page, a visit goes through it and leaves the reads it keeps.
  await page.reload();
  const firstHomeId = await page.locator(".timeline-list > li").first().getAttribute("data-entry-id");
  await eventually(() => savedRead(page, "/api/v1/timelines/home", "?limit=20"));

  // Then alice reads the local timeline.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Local" }).click();
  await page.getByRole("heading", { name: "Local", level: 1 }).waitFor();
  await page.locator(".timeline-list > li").first().waitFor();
  const firstLocalId = await page.locator(".timeline-list > li").first().getAttribute("data-entry-id");
  await eventually(() => savedRead(page, "/api/v1/timelines/public", "?local=true&limit=20"));
  assert.equal(await page.getByText("Saved copy").count(), 0);

  await h.demo.close();
  await page.reload();
  assert.equal(new URL(page.url()).pathname, "/local");
  await page.getByText("Saved copy: read-only until the connection returns.").waitFor();
  await page.getByRole("heading", { name: "Local", level: 1 }).waitFor();
  await page.locator(`[data-entry-id="${firstLocalId}"]`).waitFor();
  await page.getByRole("button", { name: "Like" }).first().click();
  await page.getByText("Could not reach the server").waitFor();
  assert.ok(await page.locator(`[data-entry-id="${firstLocalId}"]`).isVisible(), "the page stays");

  // Home's saved copy is kept beside it.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await page.locator(`[data-entry-id="${firstHomeId}"]`).waitFor();
  await page.getByText("Saved copy: read-only until the connection returns.").waitFor();
});

/**
 * Reloads the page with its context offline. Chromium 150 (156 does not) left the reloaded document of a page the
 * worker controls online although its context was offline (navigator.onLine true, its images fetched from the
 * network, no "offline" event): the page is then taken offline through its own DevTools session, as a device
 * without a connection would be. The context's later setOffline(false) brings it back online.
 */
async function reloadOffline(page: Page): Promise<void> {
  await page.reload();
  if (!(await page.evaluate(() => navigator.onLine))) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

// The saved reads (static/sw.js), dropped by the server while it "cannot be reached".
const SAVED_READS = ["GET /api/v1/instance", "GET /api/v1/custom_emojis", "GET /api/v1/accounts/verify_credentials", "GET /api/v1/timelines/home"];

for (const flavor of ["mitra", "mastodon"] as const) {
  test(`${flavor} flavour: started from the saved copy offline, the banner goes soon after the server answers again`, async () => {
    const own = await startHarness({ flavor, staticDir: process.env.E2E_STATIC_DIR });
    try {
      const page = await own.newPage({ serviceWorkers: "allow" });
      await own.signInAs(page, "alice");
      await page.locator("article.post-card").first().waitFor();
      await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active && navigator.serviceWorker.controller));
      await page.reload();
      await eventually(() => savedRead(page, "/api/v1/timelines/home", "?limit=20"));

      await page.context().setOffline(true);
      await reloadOffline(page);
      await page.getByText("You are offline.", { exact: false }).waitFor();
      await page.locator("article.post-card").first().waitFor();
      // The connection returns before the server can be reached: the reads the app makes then (home's poll) are
      // answered from the saved copy again.
      for (const operation of SAVED_READS) await own.injectFault(operation, "drop", { times: 0 });
      await page.context().setOffline(false);
      const banner = page.getByText("Saved copy: read-only until the connection returns.");
      await banner.waitFor();
      // Then the server answers. The timelines' next poll is 30 s away: the banner must not wait for it.
      await own.clearFaults();
      await banner.waitFor({ state: "detached", timeout: 15_000 });
    } finally {
      await own.close();
    }
  });
}
