// What the server offers that the original client does not use, second part (the first is server-ops.test.ts):
// the custom feeds a profile is in, server preferences as posting defaults, several posts refreshed in one
// request. Read-only apart from what each test resets.
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

test("a profile's menu lists the custom feeds it is in, fetched only when the menu opens", async () => {
  const page = await signedIn("alice");
  const asked: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/v1\/accounts\/[^/]+\/lists$/.test(new URL(r.url()).pathname)) asked.push(r.url());
  });
  await page.goto(`${h.url}/@bob`);
  const more = page.getByRole("button", { name: "More actions" });
  await more.waitFor();
  assert.equal(asked.length, 0, "not asked with the profile");
  await more.click();
  const makers = page.getByRole("menuitem", { name: "In your custom feed: Makers" });
  await makers.waitFor();
  assert.equal(asked.length, 1);
  await makers.click();
  await page.waitForURL(/\/custom-feed\/[^/]+\/timeline$/);

  await page.goto(`${h.url}/@carol`);
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: "Not in any of your custom feeds" }).waitFor();
});
