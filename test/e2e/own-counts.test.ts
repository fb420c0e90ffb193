// Counts follow the person's own actions without a reload: following raises the other's follower count, and a
// reply raises the parent's reply count in the thread and, back on home, in the timeline.
import { after, before, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { startHarness, type Harness } from "./harness";

let h: Harness;
before(async () => {
  h = await startHarness({ staticDir: process.env.E2E_DIST });
});
beforeEach(async () => h.resetDemo());
after(async () => h?.close());

async function accountOf(viewer: string, acct: string) {
  return (await h.apiAs(viewer)("GET", `/api/v1/accounts/lookup?acct=${acct}`)).body as { id: string; followers_count: number };
}

const stat = (page: Page, text: string) => page.getByRole("list", { name: "Statistics" }).getByText(text, { exact: true });

test("following someone raises their follower count on screen; unfollowing lowers it", async () => {
  const bob = await accountOf("alice", "bob");
  await h.apiAs("alice")("POST", `/api/v1/accounts/${bob.id}/unfollow`);
  const before = (await accountOf("alice", "bob")).followers_count;
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  await page.goto(`${h.url}/@bob`);
  const plural = (n: number) => `${n} follower${n === 1 ? "" : "s"}`;
  await stat(page, plural(before)).waitFor();
  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await page.getByRole("button", { name: "Unfollow" }).waitFor();
  await stat(page, plural(before + 1)).waitFor();
  await page.getByRole("button", { name: "Unfollow" }).click();
  await page.getByRole("button", { name: "Follow", exact: true }).waitFor();
  await stat(page, plural(before)).waitFor();
});

test("a reply raises the parent's reply count in the thread and in the home timeline", async () => {
  const bob = await accountOf("alice", "bob");
  await h.apiAs("alice")("POST", `/api/v1/accounts/${bob.id}/follow`);
  const posted = await h.apiAs("bob")("POST", "/api/v1/statuses", { status: "Counting replies today", visibility: "public" });
  assert.equal(posted.status, 200, JSON.stringify(posted.body));
  const parentId = (posted.body as { id: string }).id;
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  const card = page.locator(`article[data-post-id="${parentId}"]`).first();
  await card.waitFor();
  await card.getByRole("link", { name: "Reply 0 replies" }).click();
  const inThread = page.locator(`.thread-entry article[data-post-id="${parentId}"]`);
  await inThread.getByRole("button", { name: "Reply 0 replies" }).click();
  const box = page.getByRole("textbox", { name: "Write your reply" });
  await box.waitFor();
  await box.press("End");
  await box.pressSequentially("One reply, counted.");
  await page.getByRole("form", { name: "Post editor" }).getByRole("button", { name: "Publish" }).click();
  await page.getByRole("article").filter({ hasText: "One reply, counted." }).waitFor();
  await inThread.getByRole("button", { name: "Reply 1 reply" }).waitFor();
  // Back on home (no reload: the timeline keeps its entries), the same post shows the new count.
  await page.goBack();
  await page.locator(`article[data-post-id="${parentId}"]`).first().getByRole("link", { name: "Reply 1 reply" }).waitFor();
});
