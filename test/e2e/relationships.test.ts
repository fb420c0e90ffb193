// test-seconds: 48
// Follow requests (accept and reject in the list, Link paging) and muted users (links, "Show more users", the empty
// message). The seed has only a few of each, so the first request is sent with a small `limit` (the server's own
// paging then carries it in the Link URLs). Changes server state: each test resets first.
import { after, before, beforeEach, test } from "node:test";
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
beforeEach(async () => {
  await h.resetDemo();
});

async function signedIn(username: string, smallPages?: { path: string; limit: number }): Promise<Page> {
  const page = await h.newPage();
  if (smallPages) {
    // Only the first, bare request: later pages follow the Link URL as given.
    await page.route(`**${smallPages.path}`, (route) => route.continue({ url: `${route.request().url()}?limit=${smallPages.limit}` }));
  }
  await h.signInAs(page, username);
  await page.getByRole("navigation", { name: "Main" }).waitFor();
  return page;
}

async function idOf(acct: string): Promise<string> {
  return ((await h.apiAs("alice")("GET", `/api/v1/accounts/lookup?acct=${encodeURIComponent(acct)}`)).body as { id: string }).id;
}

const items = (page: Page) => page.getByRole("main").locator(".account-list > li");

test("follow requests: paged list; accept and reject in place", async () => {
  const page = await signedIn("carol", { path: "/api/v1/follow_requests", limit: 1 });
  await page.goto(`${h.url}/follow-requests`);
  const main = page.getByRole("main");
  await main.getByRole("heading", { name: "Follow requests" }).waitFor();
  await items(page).first().waitFor();
  assert.equal(await items(page).count(), 1);
  const more = main.getByRole("button", { name: "Show more requests" });
  await more.click();
  await page.waitForFunction(() => document.querySelectorAll(".account-list > li").length === 2);
  // A full page of one still has a next link; the page after it is empty and ends the list.
  await more.click();
  await more.waitFor({ state: "detached" });
  assert.equal(await items(page).count(), 2);

  await main.getByRole("button", { name: "Accept follow request from Alice Moreau" }).click();
  await page.getByText("Follow request from Alice Moreau accepted.").waitFor();
  assert.equal(await items(page).filter({ hasText: "Alice Moreau" }).count(), 0);
  await main.getByRole("button", { name: "Reject follow request from Grace" }).click();
  await page.getByText("Follow request from Grace rejected.").waitFor();
  assert.equal(await items(page).count(), 0);

  const carol = h.apiAs("carol");
  const [alice, grace] = [await idOf("alice"), await idOf("grace")];
  const rels = (await carol("GET", `/api/v1/accounts/relationships?id[]=${alice}&id[]=${grace}`)).body as { id: string; followed_by: boolean; requested_by: boolean }[];
  const byId = Object.fromEntries(rels.map((r) => [r.id, r]));
  assert.equal(byId[alice].followed_by, true, "alice now follows carol");
  assert.equal(byId[grace].followed_by, false);
  assert.equal(byId[grace].requested_by, false, "grace's request is gone");

  await page.reload();
  await main.getByText("No follow requests.").waitFor();
});

test("follow requests by keyboard: Show more keeps the focus while the next page loads", async () => {
  const page = await signedIn("carol", { path: "/api/v1/follow_requests", limit: 1 });
  await page.goto(`${h.url}/follow-requests`);
  await items(page).first().waitFor();
  const more = page.getByRole("main").getByRole("button", { name: "Show more requests" });
  await more.focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelectorAll(".account-list > li").length === 2);
  assert.equal(await more.evaluate((el) => el === document.activeElement), true, "the focus stays on the button");
});

test("a refused answer puts the request back", async () => {
  const page = await signedIn("carol");
  await page.goto(`${h.url}/follow-requests`);
  await items(page).first().waitFor();
  await h.injectFault("POST /api/v1/follow_requests/{account_id}/authorize", "500");
  await page.getByRole("button", { name: "Accept follow request from Alice Moreau" }).click();
  await page.locator(".notice.error").waitFor();
  await items(page).filter({ hasText: "Alice Moreau" }).waitFor();
  assert.equal(await items(page).count(), 2);
  await h.clearFaults();
});

test("muted users: each is a link to the profile; 'Show more users' while there is a next page", async () => {
  const alice = h.apiAs("alice");
  for (const acct of ["bob", "dana", "harbor_news"]) {
    assert.equal((await alice("POST", `/api/v1/accounts/${await idOf(acct)}/mute`)).status, 200);
  }
  const page = await signedIn("alice", { path: "/api/v1/mutes", limit: 2 });
  await page.goto(`${h.url}/mutes`);
  const main = page.getByRole("main");
  await main.getByRole("heading", { name: "Muted users" }).waitFor();
  await items(page).first().waitFor();
  assert.equal(await items(page).count(), 2);
  const more = main.getByRole("button", { name: "Show more users" });
  await more.click();
  await page.waitForFunction(() => document.querySelectorAll(".account-list > li").length === 4);
  await more.click();
  await more.waitFor({ state: "detached" });
  const links = items(page).getByRole("link");
  assert.equal(await links.count(), 4);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  assert.deepEqual([...hrefs].sort(), ["/@bob", "/@dana", "/@harbor_news", "/@promo@deals.example"]);
  await items(page).getByRole("link", { name: /Deals Deals Deals/ }).click();
  await page.waitForURL(/\/@promo@deals\.example$/);
});

test("muted users: an empty list says so", async () => {
  const page = await signedIn("carol");
  await page.goto(`${h.url}/mutes`);
  await page.getByRole("main").getByText("You have not muted anyone.").waitFor();
  assert.equal(await page.getByRole("button", { name: "Show more users" }).count(), 0);
});
