// Search from the header box: people, hashtags and text, the summary line, "Show more results", "No results" and a
// failure shown in place of the summary. Read-only apart from injected faults, which each test clears.
import { after, afterEach, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { startHarness, type Harness } from "./harness";

let h: Harness;
before(async () => {
  h = await startHarness({ staticDir: process.env.E2E_STATIC_DIR });
});
after(async () => {
  await h?.close();
});
afterEach(async () => {
  await h.clearFaults();
});

async function search(page: Page, text: string) {
  const box = page.getByRole("search");
  await box.getByRole("searchbox", { name: "Search" }).fill(text);
  await box.getByRole("button", { name: "Search" }).click();
  await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === text);
  await page.locator(".search-summary").waitFor();
}

async function signedIn() {
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  await page.getByRole("search").waitFor();
  return page;
}

const summary = (page: Page) => page.locator(".search-summary");
const posts = (page: Page) => page.getByRole("region", { name: "Posts" }).getByRole("article");

test("by account: the person is listed and links to the profile", async () => {
  const page = await signedIn();
  const submit = page.getByRole("search").getByRole("button", { name: "Search" });
  assert.equal(await submit.isDisabled(), true, "the button waits for text");
  await search(page, "@dana");
  assert.equal(await summary(page).textContent(), "1 person, 6 posts", "every kind found is counted");
  const people = page.getByRole("region", { name: "People" });
  await people.getByRole("link", { name: /Dana Okafor/ }).click();
  await page.waitForURL(/\/@dana$/);
});

test("by hashtag: hashtags link to their tag page; posts fill the summary and page on with 'Show more results'", async () => {
  const page = await signedIn();
  await search(page, "#garden");
  assert.equal(await summary(page).textContent(), "1 hashtag, 20 posts");
  const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  assert.deepEqual(headings, ["Hashtags", "Posts"], "a #tag query shows the hashtag first");
  assert.equal(await posts(page).count(), 20);
  const api = h.apiAs("alice");
  const second = (await api("GET", `/api/v2/search?q=${encodeURIComponent("#garden")}&offset=20`)).body as { statuses: unknown[] };
  assert.ok(second.statuses.length > 0 && second.statuses.length < 20);
  await page.getByRole("button", { name: "Show more results" }).press("Enter");
  await page.waitForFunction((n) => document.querySelectorAll(".search-posts article").length === n, 20 + second.statuses.length);
  assert.equal(await page.getByRole("button", { name: "Show more results" }).count(), 0, "a short page ends it");
  assert.equal(
    await page.evaluate(() => document.querySelectorAll(".search-posts > li")[20]?.contains(document.activeElement)),
    true,
    "the focus, whose button left, is on the first new post",
  );
  const tags = page.getByRole("region", { name: "Hashtags" });
  await tags.getByRole("link", { name: "#gardening" }).click();
  await page.waitForURL(/\/tag\/gardening$/);
});

test("the box offers @ # > on focus, a hint starts the query with its prefix, × clears it", async () => {
  const page = await signedIn();
  const box = page.getByRole("search");
  const input = box.getByRole("searchbox", { name: "Search" });
  const hints = box.getByRole("group", { name: "Search for" });
  assert.equal(await hints.count(), 0, "no hints before focus");
  await input.fill("old words");
  await box.getByRole("button", { name: "Clear text" }).click();
  assert.equal(await input.inputValue(), "");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("type")), "search", "focus stays in the box");
  assert.equal(await box.getByRole("button", { name: "Clear text" }).count(), 0, "nothing to clear");
  await hints.waitFor();
  assert.deepEqual(await hints.getByRole("button").allTextContents(), ["@ People", "# Hashtags", "> Text in posts"]);
  await hints.getByRole("button", { name: "# Hashtags" }).click();
  assert.equal(await input.inputValue(), "#");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("type")), "search");
  await input.press("End");
  await input.pressSequentially("garden");
  await page.getByRole("main").click({ position: { x: 5, y: 5 } });
  await hints.waitFor({ state: "detached" });
  await box.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === "#garden");
});

test("opening /search?q=… puts the query in the box", async () => {
  const page = await signedIn();
  await page.goto(`${h.url}/search?q=${encodeURIComponent("truing stand")}`);
  await page.locator(".search-summary").waitFor();
  assert.equal(await page.getByRole("search").getByRole("searchbox", { name: "Search" }).inputValue(), "truing stand");
});

test("by text: matching posts as post cards; nothing found says 'No results'", async () => {
  const page = await signedIn();
  await search(page, "truing stand");
  assert.equal(await summary(page).textContent(), "2 posts");
  assert.equal(await posts(page).count(), 2);
  assert.ok(await posts(page).filter({ hasText: "truing stand" }).first().isVisible());
  assert.equal(await page.getByRole("button", { name: "Show more results" }).count(), 0);
  await search(page, "zzqx-nothing-like-this");
  assert.equal(await summary(page).textContent(), "No results");
  assert.equal(await page.getByRole("article").count(), 0);
});

test("a failed search shows its message in place of the summary", async () => {
  const page = await signedIn();
  await h.injectFault("GET /api/v2/search", "500");
  await search(page, "truing stand");
  const alert = page.locator(".search-summary[role=alert]");
  assert.ok(await alert.isVisible());
  assert.notEqual((await alert.textContent())?.trim(), "");
  assert.equal(await page.locator(".search-summary[role=status]").count(), 0, "no count line");
  assert.equal(await page.getByRole("article").count(), 0);
  // Sending the same query again is the same address: the failure offers its own way to ask again.
  await h.clearFaults();
  await page.getByRole("button", { name: "Try again" }).click();
  await page.locator(".search-summary[role=status]").waitFor();
  assert.equal(await summary(page).textContent(), "2 posts");
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), "H1", "the focus is not dropped with the button");
  assert.equal(await page.locator(".search-summary[role=alert]").count(), 0);
});
