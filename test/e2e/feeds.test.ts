// test-seconds: 38
// Explore and custom feeds: the explore links, then a feed's whole life: create, configure, rename, every add-user
// outcome, remove a user, delete. Changes server state: each test resets first.
import { after, before, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { eventually, startHarness, type Harness } from "./harness";

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

async function signedIn(username = "alice"): Promise<Page> {
  const page = await h.newPage();
  await h.signInAs(page, username);
  await page.getByRole("navigation", { name: "Main" }).waitFor();
  return page;
}

async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  await dialog.getByRole("button", { name: button }).click();
  await dialog.waitFor({ state: "hidden" });
}

test("explore links to local, federated and each custom feed", async () => {
  const page = await signedIn();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Explore" }).click();
  await page.waitForURL(/\/explore$/);
  const main = page.getByRole("main");
  await main.getByRole("link", { name: "Makers" }).waitFor();
  assert.equal(await main.getByRole("link", { name: "Local", exact: true }).getAttribute("href"), "/local");
  assert.equal(await main.getByRole("link", { name: "Federated", exact: true }).getAttribute("href"), "/federated");
  const feeds = (await h.apiAs("alice")("GET", "/api/v1/lists")).body as { id: string; title: string }[];
  const list = main.getByRole("list", { name: "Custom feeds" });
  assert.deepEqual(await list.getByRole("link").allTextContents(), feeds.map((f) => f.title));
  assert.equal(await main.getByRole("link", { name: "Makers" }).getAttribute("href"), `/custom-feed/${feeds.find((f) => f.title === "Makers")!.id}/timeline`);
  await main.getByRole("link", { name: "Manage custom feeds" }).click();
  await page.waitForURL(/\/custom-feeds$/);
});

test("by keyboard: a refused Add keeps the focus on the button; a created feed or added user returns it to the box", async () => {
  const page = await signedIn();
  await page.goto(`${h.url}/custom-feeds`);
  const main = page.getByRole("main");
  const focused = (locator: ReturnType<Page["locator"]>) => locator.evaluate((el) => el === document.activeElement);
  const name = main.getByRole("textbox", { name: "Feed name" });
  await name.fill("Walkers");
  await main.getByRole("button", { name: "Create feed" }).focus();
  await page.keyboard.press("Enter");
  const item = main.getByRole("listitem").filter({ hasText: "Walkers" });
  await item.waitFor();
  assert.equal(await focused(name), true, "Create is disabled once the name is cleared: the focus is back in the name");

  await item.getByRole("link", { name: "Configure “Walkers”" }).click();
  await main.getByText("No users in this feed yet.").waitFor();
  const address = main.getByRole("textbox", { name: "Add user" });
  const add = main.getByRole("button", { name: "Add user" });
  await address.fill("nobody-by-this-name");
  await add.focus();
  await page.keyboard.press("Enter");
  await main.locator(".add-user .field-error").waitFor();
  assert.equal(await focused(add), true, "after a refusal the focus stays on Add");

  await address.fill("dana");
  await add.focus();
  await page.keyboard.press("Enter");
  await main.getByRole("region", { name: "Users in this feed" }).getByRole("link", { name: /Dana Okafor/ }).waitFor();
  assert.equal(await focused(address), true, "after an add the focus is back in the box");
});

test("a feed's life: create, configure, rename, add users (every outcome), remove one, delete", async () => {
  const page = await signedIn();
  await page.goto(`${h.url}/custom-feeds`);
  const main = page.getByRole("main");
  const name = main.getByRole("textbox", { name: "Feed name" });
  const create = main.getByRole("button", { name: "Create feed" });
  await main.getByRole("list", { name: "Custom feeds" }).waitFor();
  assert.equal(await create.isDisabled(), true);
  await name.fill("   ");
  assert.equal(await create.isDisabled(), true, "blank after trimming");
  await name.fill("  Cyclists ");
  await create.click();
  const item = main.getByRole("listitem").filter({ hasText: "Cyclists" });
  await item.waitFor();
  assert.equal(await name.inputValue(), "", "the form is cleared");
  const created = ((await h.apiAs("alice")("GET", "/api/v1/lists")).body as { id: string; title: string }[]).find((f) => f.title === "Cyclists");
  assert.ok(created, "the title was sent trimmed");
  assert.equal(await item.getByRole("link", { name: "Cyclists", exact: true }).getAttribute("href"), `/custom-feed/${created.id}/timeline`);
  await item.getByRole("link", { name: "Configure “Cyclists”" }).click();
  await page.waitForURL(new RegExp(`/custom-feed/${created.id}$`));

  // Rename: Save waits for a non-blank name.
  await main.getByRole("heading", { level: 1, name: "Cyclists" }).waitFor();
  assert.equal(await main.getByRole("link", { name: "Cyclists", exact: true }).getAttribute("href"), `/custom-feed/${created.id}/timeline`);
  await main.getByRole("button", { name: "Rename" }).click();
  const newName = main.getByRole("textbox", { name: "New name" });
  await newName.fill("  ");
  assert.equal(await main.getByRole("button", { name: "Save" }).isDisabled(), true);
  await newName.fill("Cycling friends");
  await main.getByRole("button", { name: "Save" }).click();
  await main.getByRole("heading", { level: 1, name: "Cycling friends" }).waitFor();
  await page.waitForFunction(() => document.title.replace(/^\(\d+\) /, "").startsWith("Cycling friends"));
  await main.getByText("No users in this feed yet.").waitFor();

  const address = main.getByRole("textbox", { name: "Add user" });
  const add = main.getByRole("button", { name: "Add user" });
  const error = main.locator(".add-user .field-error");
  const members = main.getByRole("region", { name: "Users in this feed" });
  assert.equal(await add.isDisabled(), true);

  // No match.
  await address.fill("nobody-by-this-name");
  await add.click();
  await error.waitFor();
  assert.equal(await error.textContent(), "User not found");

  // One exact match, typed with a leading @ and spaces: added directly.
  await address.fill("  @dana ");
  assert.equal(await error.count(), 0, "typing clears the message");
  await add.click();
  await members.getByRole("link", { name: /Dana Okafor/ }).waitFor();
  assert.equal(await address.inputValue(), "");

  // Already there: the server's "user already added" in the client's words.
  await address.fill("dana");
  await add.click();
  await error.waitFor();
  assert.equal(await error.textContent(), "User is already in the list");

  // Several matches: offered as suggestions (at most five); a click puts the address in the box, Add adds it.
  await address.fill("a");
  await add.click();
  const suggestions = main.getByRole("group", { name: /Several users match/ });
  await suggestions.waitFor();
  assert.equal(await suggestions.getByRole("button").count(), 5);
  await suggestions.getByRole("button", { name: /^Choose @?carol@/ }).click();
  assert.equal(await suggestions.count(), 0);
  assert.equal(await address.inputValue(), "carol");
  assert.equal(await members.getByRole("link", { name: /Carol/ }).count(), 0, "nothing is added before the second confirm");
  await add.click();
  await members.getByRole("link", { name: /Carol/ }).waitFor();
  const onServer = (await h.apiAs("alice")("GET", `/api/v1/lists/${created.id}/accounts`)).body as { acct: string }[];
  assert.deepEqual(onServer.map((a) => a.acct).sort(), ["carol", "dana"]);

  // Remove asks first; cancelling keeps the user.
  await members.getByRole("button", { name: "Remove Dana Okafor from the feed" }).click();
  await confirmDialog(page, "Cancel");
  assert.ok(await members.getByRole("link", { name: /Dana Okafor/ }).isVisible());
  await members.getByRole("button", { name: "Remove Dana Okafor from the feed" }).click();
  await confirmDialog(page, "Remove");
  await members.getByRole("link", { name: /Dana Okafor/ }).waitFor({ state: "detached" });
  // The removed user's button went with the card: focus goes to the list's heading, not to the page.
  await eventually(async () => assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Users in this feed"));
  const left = (await h.apiAs("alice")("GET", `/api/v1/lists/${created.id}/accounts`)).body as { acct: string }[];
  assert.deepEqual(left.map((a) => a.acct), ["carol"]);

  // Delete asks first, then goes back to the list.
  await main.getByRole("button", { name: "Delete feed" }).click();
  await confirmDialog(page, "Delete feed");
  await page.waitForURL(/\/custom-feeds$/);
  await main.getByRole("list", { name: "Custom feeds" }).waitFor();
  assert.equal(await main.getByRole("listitem").filter({ hasText: "Cycling friends" }).count(), 0);
  const after = (await h.apiAs("alice")("GET", "/api/v1/lists")).body as { title: string }[];
  assert.ok(!after.some((f) => f.title === "Cycling friends"));
});

test("a feed that is not yours (or gone) says so", async () => {
  const bobs = ((await h.apiAs("bob")("GET", "/api/v1/lists")).body as { id: string }[])[0];
  const page = await signedIn();
  await page.goto(`${h.url}/custom-feed/${bobs.id}`);
  await page.getByText("Custom feed not found").waitFor();
});

test("a malformed custom feed id is a feed not found, on its settings and its timeline", async () => {
  const page = await signedIn();
  await page.goto(`${h.url}/custom-feed/not-a-number`);
  await page.getByRole("alert").getByText("Custom feed not found").waitFor();
  assert.equal(await page.getByText("invalid list ID").count(), 0);
  await page.goto(`${h.url}/custom-feed/not-a-number/timeline`);
  await page.getByRole("main").getByText("Feed not found").waitFor();
});
