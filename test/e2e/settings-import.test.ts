// Import follows and import followers: both fields required, the own profile on success, the server's message
// in an error box on failure.
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

async function open(username: string, path: string, heading: string): Promise<Page> {
  const page = await h.newPage();
  await h.signInAs(page, username);
  await page.goto(path);
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
  return page;
}

async function accts(username: string, list: "following" | "followers"): Promise<string[]> {
  const api = h.apiAs(username);
  const me = (await api("GET", "/api/v1/accounts/verify_credentials")).body;
  return (await api("GET", `/api/v1/accounts/${me.id}/${list}?limit=80`)).body.map((a: { acct: string }) => a.acct);
}

test("import follows: needs a CSV, shows the server's refusal, then follows and opens the own profile", async () => {
  assert.ok(!(await accts("bob", "following")).includes("promo@deals.example"));
  const page = await open("bob", "/settings/import-follows", "Import follows");
  const csv = page.getByLabel("Follows (CSV)");
  const importButton = page.getByRole("button", { name: "Import" });
  await csv.fill("   \n ");
  assert.equal(await importButton.isDisabled(), true);

  await csv.fill("not an address");
  await importButton.click();
  await page.getByRole("alert").getByText(/invalid address/).waitFor();
  assert.equal(await csv.inputValue(), "not an address", "the text is kept");
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Import", "the focus stays for another try");

  await csv.fill("promo@deals.example\n");
  await importButton.click();
  await page.waitForURL((url) => url.pathname === "/@bob");
  assert.ok((await accts("bob", "following")).includes("promo@deals.example"));
});

test("import followers: needs both fields, shows the server's refusal, then imports and opens the own profile", async () => {
  const me = (await h.apiAs("alice")("GET", "/api/v1/accounts/verify_credentials")).body;
  const aliases = (await h.apiAs(null)("GET", `/api/v1/accounts/${me.id}/aliases/all`)).body;
  const olga = aliases.declared_all.find((a: { account: { acct: string } | null }) => a.account?.acct === "olga@mitra.example").id;
  assert.ok(!(await accts("alice", "followers")).includes("promo@deals.example"));

  const page = await open("alice", "/settings/import-followers", "Import followers");
  const actor = page.getByLabel("Source actor ID");
  const csv = page.getByLabel("Followers (CSV)");
  const importButton = page.getByRole("button", { name: "Import" });
  await actor.fill(olga);
  assert.equal(await importButton.isDisabled(), true, "no CSV");
  await csv.fill("promo@deals.example");
  await actor.fill(" ");
  assert.equal(await importButton.isDisabled(), true, "no actor ID");

  await actor.fill("https://nowhere.example/users/someone");
  await importButton.click();
  await page.getByRole("alert").getByText("old profile is not an alias").waitFor();

  await actor.fill(olga);
  await importButton.click();
  await page.waitForURL((url) => url.pathname === "/@alice");
  assert.ok((await accts("alice", "followers")).includes("promo@deals.example"));
});
