// What the server offers that the original client does not use, second part (the first is server-ops.test.ts):
// the custom feeds a profile is in, server preferences as posting defaults, several posts refreshed in one
// request. Read-only apart from what each test resets.
import { after, before, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { nextFrames, startHarness, type Harness } from "./harness";

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

test("the server's preferences are the editor's defaults unless the client has its own choice", async () => {
  const prefs = await h.apiAs("bob")("PATCH", "/api/v1/accounts/update_credentials", { source: { privacy: "private", language: "fr" } });
  assert.equal(prefs.status, 200);
  const bob = await signedIn("bob");
  await bob.getByRole("textbox", { name: "What's on your mind?" }).click();
  const form = bob.getByRole("form", { name: "Post editor" });
  // The server's "private" is the editor's "Followers".
  const followersOnly = form.getByRole("button", { name: "Visibility: Followers" });
  await followersOnly.waitFor();
  await form.getByRole("textbox", { name: "What's on your mind?" }).fill("Seed swap on Saturday");
  await form.getByRole("button", { name: "Publish" }).click();
  await bob.getByRole("status").getByText("Post published").first().waitFor();
  const me = (await h.apiAs("bob")("GET", "/api/v1/accounts/verify_credentials")).body;
  const posts = (await h.apiAs("bob")("GET", `/api/v1/accounts/${me.id}/statuses`)).body as { content: string; visibility: string; language: string | null }[];
  const sent = posts.find((p) => p.content.includes("Seed swap on Saturday"))!;
  assert.equal(sent.visibility, "private");
  assert.equal(sent.language, "fr");
  await followersOnly.waitFor(); // the next post starts from the default again

  // Alice chose "public" in this client's settings: her choice stays, whatever the server prefers.
  await h.apiAs("alice")("PATCH", "/api/v1/accounts/update_credentials", { source: { privacy: "subscribers" } });
  const alice = await signedIn("alice");
  const asked = alice.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/preferences");
  await alice.getByRole("textbox", { name: "What's on your mind?" }).click();
  assert.equal((await (await asked).json())["posting:default:visibility"], "subscribers");
  await nextFrames(alice);
  assert.equal(await alice.getByRole("form", { name: "Post editor" }).getByRole("button", { name: "Visibility: Public" }).count(), 1);
});

test("posts on screen are read again in one request when the connection returns, one by one where the server lacks it", async () => {
  const alice = h.apiAs("alice");
  const posted = (await alice("POST", "/api/v1/statuses", { status: "Compost turned today", visibility: "public" })).body;
  const page = await signedIn("alice");
  const card = page.getByRole("main").locator(`[data-entry-id="${posted.id}"]`);
  await card.getByText("Compost turned today").waitFor();
  const asked: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/v1/statuses") && r.method() === "GET") asked.push(url.pathname + url.search);
  });

  await alice("PUT", `/api/v1/statuses/${posted.id}`, { status: "Compost turned and watered today" });
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await card.getByText("Compost turned and watered today").waitFor();
  const batches = asked.filter((u) => u.startsWith("/api/v1/statuses?"));
  assert.equal(batches.length, 1, asked.join("\n"));
  assert.ok(new URLSearchParams(batches[0].split("?")[1]).getAll("id[]").includes(posted.id));
  assert.deepEqual(asked.filter((u) => /^\/api\/v1\/statuses\/[^/?]+$/.test(u)), [], "no post was asked for alone");

  // A server without the operation: each post on screen is asked for alone.
  await page.route(/\/api\/v1\/statuses\?/, (route) => route.fulfill({ status: 404, contentType: "application/json", body: '{"error":"not found"}' }));
  await alice("PUT", `/api/v1/statuses/${posted.id}`, { status: "Compost turned, watered and covered" });
  asked.length = 0;
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await card.getByText("Compost turned, watered and covered").waitFor();
  assert.ok(asked.includes(`/api/v1/statuses/${posted.id}`), asked.join("\n"));
});
