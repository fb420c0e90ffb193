// The main navigation's reach: the header's own profile link, muted users (unmute per row), follow requests with
// their pending count and custom feeds, all from the sidebar. Changes server state: each test resets first.
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

async function signedIn(username: string): Promise<Page> {
  const page = await h.newPage();
  await h.signInAs(page, username);
  await page.getByRole("navigation", { name: "Main" }).waitFor();
  return page;
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test("the header links the own profile with the avatar and @username", async () => {
  const page = await signedIn("alice");
  const link = page.getByRole("banner").getByRole("link", { name: "@alice" });
  await link.waitFor();
  assert.equal(await link.locator("img.avatar").count(), 1);
  await link.click();
  await page.waitForURL(/\/@alice$/);
});

test("muted users from the sidebar; Unmute takes a row out and the server agrees", async () => {
  const api = h.apiAs("alice");
  const id = ((await api("GET", "/api/v1/accounts/lookup?acct=bob")).body as { id: string }).id;
  assert.equal((await api("POST", `/api/v1/accounts/${id}/mute`)).status, 200);
  const page = await signedIn("alice");
  await nav(page).getByRole("link", { name: "Muted users" }).click();
  await page.waitForURL(/\/mutes$/);
  const rows = page.getByRole("main").locator(".account-list > li");
  await rows.first().waitFor();
  const before = await rows.count();
  const bob = rows.filter({ has: page.locator('a[href="/@bob"]') });
  await bob.getByRole("button", { name: "Unmute" }).click();
  await page.getByText("is no longer muted").waitFor();
  assert.equal(await rows.count(), before - 1);
  const [rel] = (await api("GET", `/api/v1/accounts/relationships?id[]=${id}`)).body as { muting: boolean }[];
  assert.equal(rel?.muting, false);
});

test("custom feeds from the sidebar; follow requests only for a locked account, with the pending count", async () => {
  const alice = await signedIn("alice");
  assert.equal(await nav(alice).getByRole("link", { name: /Follow requests/ }).count(), 0, "alice approves nobody");
  await nav(alice).getByRole("link", { name: "Custom feeds" }).click();
  await alice.waitForURL(/\/custom-feeds$/);

  const carol = await signedIn("carol");
  const pending = ((await h.apiAs("carol")("GET", "/api/v1/follow_requests")).body as unknown[]).length;
  assert.ok(pending > 0, "the seed has requests for carol");
  const requests = nav(carol).getByRole("link", { name: /Follow requests/ });
  await requests.getByLabel(new RegExp(`^${pending} pending follow requests?$`)).waitFor();
  await requests.click();
  await carol.waitForURL(/\/follow-requests$/);
  await carol.getByRole("main").getByRole("button", { name: /^Accept follow request from/ }).first().click();
  if (pending === 1) await requests.locator(".badge").waitFor({ state: "detached" });
  else await requests.getByLabel(`${pending - 1} pending follow request${pending - 1 === 1 ? "" : "s"}`).waitFor();
});

test("a custom feed's title on its timeline opens the feed's settings", async () => {
  const page = await signedIn("alice");
  const feeds = (await h.apiAs("alice")("GET", "/api/v1/lists")).body as { id: string; title: string }[];
  const makers = feeds.find((f) => f.title === "Makers")!;
  await page.goto(`${h.url}/custom-feed/${makers.id}/timeline`);
  await page.getByRole("heading", { level: 1 }).getByRole("link", { name: "Makers" }).click();
  await page.waitForURL((url) => url.pathname === `/custom-feed/${makers.id}`);
});

test("the Ethereum help page has a back arrow and its reading links open in a new tab without a way back", async () => {
  const page = await h.newPage();
  await page.goto(`${h.url}/ethereum`);
  const links = page.getByRole("main").getByRole("listitem").getByRole("link");
  await links.first().waitFor();
  const attrs = await links.evaluateAll((as) => as.map((a) => [a.getAttribute("href"), a.getAttribute("target"), a.getAttribute("rel")]));
  assert.deepEqual(
    attrs.map(([url]) => new URL(url!).hostname),
    ["ethereum.org", "metamask.io", "kycnot.me", "www.privacyguides.org"],
  );
  for (const [, target, rel] of attrs) {
    assert.equal(target, "_blank");
    assert.match(rel ?? "", /\bnoopener\b/);
  }
  await page.getByRole("link", { name: "Back", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
});
