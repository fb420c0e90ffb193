// Issue 23: the first run. The landing page shows the instance's banner and description; a new account's empty
// home explains home, local and federated and suggests people from the directory, followable in place.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { INVITE_CODES } from "../../scripts/demo/seed";
import { eventually, startHarness, type Harness } from "./harness";

let h: Harness;
before(async () => {
  h = await startHarness();
  await h.resetDemo();
});
after(async () => {
  await h.close();
});

test("a newcomer's empty home explains the timelines and suggests people to follow", async () => {
  const page = await h.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("heading", { level: 1, name: "Tidepool" }).waitFor();
  await page.getByText("A small Mitra instance for the Lindenhaven makerspace.").waitFor();
  assert.equal(await page.locator(".landing-banner").isVisible(), true, "the instance's banner is shown");

  await page.getByRole("button", { name: "Sign up" }).click();
  await page.getByRole("radio", { name: "Password" }).check();
  await page.getByLabel("Username").fill("firstrun");
  await page.locator("input[type=password]").fill("a-good-password");
  await page.getByLabel("Invite code").fill(INVITE_CODES[1]!);
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await page.waitForURL(/\/home$/);

  const welcome = page.getByRole("region", { name: "Welcome to Tidepool!" });
  await welcome.waitFor();
  // Its stylesheet loads with it, and it shows once that is in (never unstyled).
  assert.equal(await welcome.evaluate((el) => getComputedStyle(el).display), "flex");
  assert.equal(await page.getByText("No posts found").count(), 0);
  assert.equal(await welcome.getByRole("link", { name: "Local" }).getAttribute("href"), "/local");
  assert.equal(await welcome.getByRole("link", { name: "Federated" }).getAttribute("href"), "/federated");
  await welcome.getByText("everyone's posts on Tidepool").waitFor();
  await welcome.getByRole("heading", { name: "People to follow" }).waitFor();
  const people = welcome.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Follow" }) });
  assert.ok((await people.count()) >= 2, "a few people are suggested");
  assert.equal(await welcome.getByRole("link", { name: /@firstrun/ }).count(), 0, "not the newcomer themself");
  // On a 320 px phone the suggested people fit the screen (their handles shorten).
  await page.setViewportSize({ width: 320, height: 640 });
  await eventually(async () => assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 320));
  await page.setViewportSize({ width: 390, height: 844 });

  const first = people.first();
  const handle = (await first.getByRole("link").first().textContent()) ?? "";
  const followed = page.waitForResponse((r) => /\/api\/v1\/accounts\/[^/]+\/follow$/.test(r.url()) && r.ok());
  await first.getByRole("button", { name: "Follow", exact: true }).click();
  await followed;
  await welcome.getByRole("listitem").filter({ hasText: handle }).getByRole("button", { name: /^(Unfollow|Cancel follow request)$/ }).waitFor();
});
