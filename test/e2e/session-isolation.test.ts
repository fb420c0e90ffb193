// One person's data never reaches the next one on the same tab, and logging out in one tab logs out the others.
import { after, before, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { startHarness, SESSION_KEY, type Harness } from "./harness";

let h: Harness;
before(async () => {
  h = await startHarness();
});
after(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.resetDemo();
});

const atPath = (page: Page, path: string) => page.waitForFunction((p) => location.pathname === p, path);

async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name: "Tidepool" }).waitFor();
  await page.getByRole("radio", { name: "Password" }).check();
  await page.getByLabel("Username").fill(username);
  await page.locator("input[type=password]").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await atPath(page, "/home");
}

const logOut = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Log out" }).click();

test("alice reads home and a followers-only post, logs out; bob on the same tab sees and requests nothing of hers", async () => {
  // Alice follows the admin and Bob does not: a followers-only post of the admin is for Alice's eyes only.
  const secret = "Followers only: the spare server keys are in the blue box.";
  const created = await h.apiAs("admin")("POST", "/api/v1/statuses", { status: secret, visibility: "private" });
  const secretId = (created.body as { id: string }).id;

  const page = await h.newPage();
  const requests: { url: string; auth: string | undefined }[] = [];
  page.on("request", (r) => requests.push({ url: r.url(), auth: r.headers().authorization }));

  await page.goto("/");
  await signInThroughForm(page, "alice", "alice-demo");
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  const aliceToken = (JSON.parse(stored ?? "{}") as { token?: string }).token;
  assert.ok(aliceToken);
  const secretCard = page.locator("main article", { hasText: secret });
  await secretCard.waitFor();
  await secretCard.locator(`a[href="/post/${secretId}"]`).first().click();
  await atPath(page, `/post/${secretId}`);
  await page.getByText(secret).first().waitFor();

  await logOut(page);
  await atPath(page, "/");
  const aliceSessionEnd = requests.length;

  await signInThroughForm(page, "bob", "bob-demo");
  await page.getByRole("navigation", { name: "Main" }).waitFor();
  // Bob's own home arrives: the timeline is requested again and its entries render.
  await page.waitForFunction(() => {
    const timeline = document.querySelector("main .timeline");
    return timeline?.getAttribute("aria-busy") === "false" && timeline.querySelector(".timeline-entry") !== null;
  });
  const bobRequests = requests.slice(aliceSessionEnd);
  assert.ok(bobRequests.some((r) => r.url.includes("/api/v1/timelines/home")), "bob's home is fetched, not reused");
  assert.equal(await page.getByText(secret).count(), 0, "alice's followers-only post is not shown");
  assert.deepEqual(bobRequests.filter((r) => r.url.includes(secretId)).map((r) => r.url), []);
  assert.deepEqual(
    bobRequests.filter((r) => r.auth === `Bearer ${aliceToken}`).map((r) => r.url),
    [],
    "nothing is requested with alice's token",
  );
});

test("logging out in one tab logs out the other tabs, which show the landing page", async () => {
  const page = await h.newPage();
  await page.goto("/");
  await signInThroughForm(page, "alice", "alice-demo");
  const other = await page.context().newPage();
  // Home reads the saved reading position once its first screen is up: that read is let finish before the logout,
  // or it may leave with the token the logout is revoking.
  const positionRead = other.waitForResponse((r) => r.url().includes("/api/v1/markers") && r.request().method() === "GET");
  await other.goto("/home");
  await other.getByRole("navigation", { name: "Main" }).waitFor();
  await positionRead;
  // The other tab must learn of the logout from storage, not from a request refused with the revoked token.
  const refused: string[] = [];
  other.on("response", (r) => {
    if (r.status() === 401) refused.push(r.url());
  });

  await logOut(page);
  await atPath(page, "/");
  await other.getByRole("heading", { level: 1, name: "Tidepool" }).waitFor();
  await atPath(other, "/");
  assert.equal(await other.getByRole("navigation", { name: "Main" }).count(), 0);
  assert.deepEqual(refused, []);
  assert.equal(await other.evaluate((key) => localStorage.getItem(key), SESSION_KEY), null);
});
