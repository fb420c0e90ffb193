import { test } from "node:test";
import { writeFileSync } from "node:fs";
import { WORST_CASE_LINKS } from "../fixtures/hostile-payloads";
import { startHarness } from "./harness";

test("diag", async () => {
  const h = await startHarness({});
  const { content, mentions, tags, links } = WORST_CASE_LINKS;
  await fetch(`${h.url}/__test__/heavy`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ count: 5, content, mentions, tags, links }) });
  const page = await h.newPage();
  page.setDefaultTimeout(60_000);
  await page.context().addInitScript(() => {
    const w = window as any; w.__lt = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask", buffered: true });
  });
  await h.signInAs(page, "alice");
  await page.locator("article.post-card .post-content").first().waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(process.env.RATE ?? 4) });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  const since = await page.evaluate(() => performance.now());
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Local", exact: true }).click();
  await page.waitForFunction(() => { const c = [...document.querySelectorAll("article.post-card")].filter((c) => c.textContent?.includes("Heavy Author")); return c.length === 5 && c.every((x) => x.querySelectorAll(".post-content a[href]").length >= 500); }, null, { polling: 100 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  const { profile } = await cdp.send("Profiler.stop");
  writeFileSync("/tmp/safety-diag/profile.json", JSON.stringify(profile));
  console.log(since, JSON.stringify(await page.evaluate(() => (window as any).__lt)));
  await h.close();
});
