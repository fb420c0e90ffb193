// test-seconds: 36
// Identities (aliases) and moving followers, with every outcome of each.
import { after, before, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { startHarness, type Harness } from "./harness";

let h: Harness;
before(async () => {
  h = await startHarness({ staticDir: process.env.E2E_DIST });
});
after(() => h?.close());
beforeEach(() => h.resetDemo());

async function open(path: string, heading: string): Promise<Page> {
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  await page.goto(path);
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
  return page;
}

async function declaredAliases(): Promise<string[]> {
  const me = (await h.apiAs("alice")("GET", "/api/v1/accounts/verify_credentials")).body;
  const all = (await h.apiAs(null)("GET", `/api/v1/accounts/${me.id}/aliases/all`)).body;
  return all.declared_all.map((a: { id: string }) => a.id);
}

test("the page explains aliases and lists declared and verified ones", async () => {
  const page = await open("/settings/aliases", "Identities");
  await page.getByText(/Before you can move your followers/).waitFor();
  const declared = page.getByRole("region", { name: "Declared aliases" });
  await declared.getByText("Alice (old account)").waitFor();
  await declared.getByText("Unknown profile").waitFor();
  await declared.getByText("https://gone.example/users/alice").waitFor();
  const verified = page.getByRole("region", { name: "Verified aliases" });
  await verified.getByRole("link", { name: /Alice \(old account\)/ }).waitFor();
});

test("on a 320 px phone each alias keeps its Remove button on screen", async () => {
  const page = await h.newPage();
  await page.setViewportSize({ width: 320, height: 640 });
  await h.signInAs(page, "alice");
  await page.goto("/settings/aliases");
  const declared = page.getByRole("region", { name: "Declared aliases" });
  const remove = declared.getByRole("button", { name: "Remove alias Alice (old account)" });
  await remove.waitFor();
  const box = await remove.boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 320, `Remove at ${JSON.stringify(box)}`);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 320);
});

test("adding an alias: a failure tried again, found and added, not found, already in the list, several matches, server refusal", async () => {
  const page = await open("/settings/aliases", "Identities");
  const input = page.getByLabel("Fediverse address");
  const add = page.getByRole("button", { name: "Add", exact: true });
  assert.equal(await add.isDisabled(), true, "empty input");

  await input.fill("  @lena@fedi.example ");
  await h.injectFault("POST /api/v1/settings/aliases", "500");
  await add.click();
  await page.getByRole("alert").getByText("Something went wrong. Please try again.").waitFor();
  assert.equal(await input.inputValue(), "  @lena@fedi.example ", "a failure keeps the address");
  assert.equal(await add.isDisabled(), false, "a failure is not a refusal: the same address may be sent again");
  await add.click();
  await page.getByRole("region", { name: "Declared aliases" }).getByText("Lena Fischer").waitFor();
  assert.equal(await input.inputValue(), "", "the input is cleared after adding");
  await page.waitForFunction(() => document.activeElement?.matches(".add-alias input"));
  assert.ok((await declaredAliases()).some((id) => id.includes("fedi.example")));

  await input.fill("nobody@nowhere.example");
  await add.click();
  await page.getByRole("alert").getByText("user not found").waitFor();
  assert.equal(await add.isDisabled(), true, "disabled while the error shows");
  assert.equal(await page.evaluate(() => document.activeElement?.matches(".add-alias input")), true, "the focus is on the address to correct");
  await input.fill("olga@mitra.example");
  assert.equal(await page.getByText("user not found").count(), 0, "typing clears the error");

  await add.click();
  await page.getByRole("alert").getByText("user is already in the list").waitFor();

  await input.fill("bob");
  await add.click();
  await page.getByRole("alert").getByText("alias must be on another server").waitFor();

  await input.fill("example");
  await add.click();
  const choices = page.getByRole("group", { name: /Several profiles match/ }).getByRole("button");
  await choices.first().waitFor();
  assert.ok((await choices.count()) > 1 && (await choices.count()) <= 5);
  await choices.filter({ hasText: "marco@social.example" }).click();
  assert.equal(await input.inputValue(), "marco@social.example");
  await add.click();
  await page.getByRole("region", { name: "Declared aliases" }).getByText("Marco", { exact: true }).waitFor();
});

test("removing an alias; a failed removal keeps it", async () => {
  const page = await open("/settings/aliases", "Identities");
  const declared = page.getByRole("region", { name: "Declared aliases" });
  await h.injectFault("POST /api/v1/settings/aliases/remove", "500");
  await declared.getByRole("button", { name: "Remove alias https://gone.example/users/alice" }).click();
  await page.getByRole("status").getByText("Something went wrong. Please try again.").waitFor();
  assert.ok((await declaredAliases()).includes("https://gone.example/users/alice"));

  await declared.getByRole("button", { name: "Remove alias https://gone.example/users/alice" }).click();
  await page.getByText("Alias removed").waitFor();
  assert.equal(await declared.getByText("Unknown profile").count(), 0);
  await page.waitForFunction(() => document.activeElement?.matches(".alias-list"));
  assert.ok(!(await declaredAliases()).includes("https://gone.example/users/alice"));
});

test("move followers: empty disabled, unknown address, server refusal, then success to the new profile", async () => {
  const before = (await h.apiAs("alice")("GET", "/api/v1/accounts/verify_credentials")).body;
  assert.ok(before.followers_count > 0);
  const page = await open("/settings/move-followers", "Move followers");
  const input = page.getByLabel("Target account address");
  const move = page.getByRole("button", { name: "Move" });
  assert.equal(await move.isDisabled(), true);
  await input.fill("@");
  assert.equal(await move.isDisabled(), true, "a lone @ is empty");

  await input.fill("@nobody@nowhere.example");
  await move.click();
  await page.getByRole("alert").getByText("user not found").waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Move", "the focus stays for another try");

  await input.fill("marco@social.example");
  await move.click();
  await page.getByRole("alert").getByText("target is not an alias").waitFor();

  await input.fill("@olga@mitra.example");
  await move.click();
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === "/@olga@mitra.example");
  const afterMove = (await h.apiAs("alice")("GET", "/api/v1/accounts/verify_credentials")).body;
  assert.equal(afterMove.followers_count, 0);
});
