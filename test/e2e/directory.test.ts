// The profile directory: cards for active local profiles, requested with order=active, limit 20 and an offset;
// "Show more profiles" only while the first batch was full.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { startHarness, type Harness } from "./harness";

let h: Harness;
before(async () => {
  h = await startHarness({ staticDir: process.env.E2E_STATIC_DIR });
});
after(async () => {
  await h?.close();
});

test("cards link to each profile, in the server's order; a short first batch has no 'show more'", async () => {
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  await page.getByRole("navigation", { name: "Main" }).waitFor();
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/v1/directory");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile directory" }).click();
  const query = new URL((await request).url()).searchParams;
  assert.deepEqual([query.get("order"), query.get("limit"), query.get("offset")], ["active", "20", "0"]);
  const main = page.getByRole("main");
  await main.getByRole("heading", { name: "Profile directory" }).waitFor();
  await main.locator(".directory-grid > li").first().waitFor();
  const expected = (await h.apiAs("alice")("GET", "/api/v1/directory?order=active&limit=20")).body as { acct: string; display_name: string; statuses_count: number }[];
  assert.ok(expected.length > 0 && expected.length < 20);
  const hrefs = await main.locator(".directory-grid > li a.account-card-link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  assert.deepEqual(hrefs, expected.map((a) => `/@${a.acct}`));
  const alice = expected.find((a) => a.acct === "alice")!;
  const card = main.locator(".directory-grid > li").filter({ hasText: "Alice Moreau" });
  assert.ok(await card.getByText(`${alice.statuses_count} posts`).isVisible());
  assert.equal(await main.getByRole("button", { name: "Show more profiles" }).count(), 0);
});

test("'Show more profiles' pages by offset while the first batch was full", async (t) => {
  // The seed has fewer than 20 local profiles; this needs the demo's test control that adds more.
  const made = await fetch(`${h.url}/__test__/profiles`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ count: 25 }),
  });
  if (made.status === 404) {
    t.skip("the demo instance has no POST /__test__/profiles yet");
    return;
  }
  assert.equal(made.ok, true, await made.text());
  const total = ((await h.apiAs("alice")("GET", "/api/v1/directory?limit=200")).body as unknown[]).length;
  assert.ok(total > 20 && total < 40);
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  await page.goto(`${h.url}/profile-directory`);
  const cards = page.getByRole("main").locator(".directory-grid > li");
  await cards.first().waitFor();
  assert.equal(await cards.count(), 20);
  const next = page.waitForRequest((r) => new URL(r.url()).searchParams.get("offset") === "20");
  const more = page.getByRole("button", { name: "Show more profiles" });
  await more.click();
  await next;
  await page.waitForFunction((n) => document.querySelectorAll(".directory-grid > li").length === n, total);
  // The first batch was full, so the button stays (the seed's rule), and a further page adds nothing new.
  assert.ok(await more.isVisible());
  await h.resetDemo();
});
