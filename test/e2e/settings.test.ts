// test-seconds: 80
// Settings page: every client setting survives a reload and reaches the server; password; exports; deletion.
import { after, before, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { seriousViolationsInMain } from "./axe-main";
import { eventually, startHarness, SESSION_KEY, type Harness } from "./harness";

let h: Harness;
before(async () => {
  h = await startHarness({ staticDir: process.env.E2E_DIST });
});
after(() => h?.close());
beforeEach(() => h.resetDemo());

async function openSettings(username = "alice"): Promise<Page> {
  const page = await h.newPage();
  await h.signInAs(page, username);
  await page.goto("/settings");
  await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
  return page;
}

/** Does the change and waits until the client config has been saved. */
async function changeAndSave(page: Page, change: () => Promise<unknown>) {
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/settings/client_config") && r.request().method() === "POST");
  await change();
  assert.equal((await saved).status(), 200);
}

async function serverConfig(username = "alice"): Promise<Record<string, unknown>> {
  const me = await h.apiAs(username)("GET", "/api/v1/accounts/verify_credentials");
  return me.body.client_config["mitra-web"];
}

test("each setting survives a reload and reaches the server", async () => {
  const page = await openSettings();
  const theme = page.getByRole("group", { name: "Theme" });
  const dark = theme.getByRole("radio", { name: "Dark" });
  const warnings = page.getByRole("checkbox", { name: "Hide sensitive posts behind content warnings" });
  const ctrlEnter = page.getByRole("checkbox", { name: "Send posts with Ctrl+Enter" });
  const visibility = page.getByRole("combobox", { name: "Default post visibility" });
  assert.equal(await theme.getByRole("radio", { name: "Light" }).isChecked(), true, "alice's seeded theme is light");
  assert.equal(await warnings.isChecked(), true, "content warnings default to on");
  assert.equal(await ctrlEnter.isChecked(), false);
  assert.equal(await visibility.inputValue(), "public");

  await changeAndSave(page, () => dark.check());
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
  await changeAndSave(page, () => warnings.uncheck());
  await changeAndSave(page, () => ctrlEnter.check());
  await changeAndSave(page, () => visibility.selectOption({ label: "Subscribers" }));
  await page.getByText("Experimental features").click();
  await changeAndSave(page, () => page.getByRole("checkbox", { name: "Open conversations in a new tab" }).check());

  const server = await serverConfig();
  assert.equal(server.theme, "dark");
  assert.equal(server.contentWarningsEnabled, false);
  assert.equal(server.ctrlEnterEnabled, true);
  assert.equal(server.defaultVisibility, "subscribers");
  assert.equal(server.conversationNewTabEnabled, true);

  await page.reload();
  await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
  assert.equal(await dark.isChecked(), true);
  assert.equal(await warnings.isChecked(), false);
  assert.equal(await ctrlEnter.isChecked(), true);
  assert.equal(await visibility.inputValue(), "subscribers");
  await page.getByText("Experimental features").click();
  assert.equal(await page.getByRole("checkbox", { name: "Open conversations in a new tab" }).isChecked(), true);

  // The server's copy wins on another device: a fresh browser with nothing stored gets the same settings.
  const other = await openSettings();
  assert.equal(await other.getByRole("group", { name: "Theme" }).getByRole("radio", { name: "Dark" }).isChecked(), true);
  assert.equal(await other.getByRole("combobox", { name: "Default post visibility" }).inputValue(), "subscribers");
});

test("the theme can follow the device again: instant, saved, and it tracks the system's change", async () => {
  const page = await openSettings();
  await page.emulateMedia({ colorScheme: "light" });
  const theme = page.getByRole("group", { name: "Theme" });
  await changeAndSave(page, () => theme.getByRole("radio", { name: "Dark" }).check());
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
  await changeAndSave(page, () => theme.getByRole("radio", { name: "Same as this device" }).check());
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "light");
  assert.equal((await serverConfig()).theme, "system");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.waitForFunction(() => document.documentElement.dataset.theme === "dark");
  await page.reload();
  await theme.getByRole("radio", { name: "Same as this device" }).waitFor();
  assert.equal(await theme.getByRole("radio", { name: "Same as this device" }).isChecked(), true);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
});

test("the language switches at once, without a reload, and is kept", async () => {
  const page = await openSettings();
  const language = page.getByRole("combobox", { name: "Language" });
  const options = await language.locator("option").allTextContents();
  assert.equal(options.length, 21);
  assert.ok(options.includes("Deutsch"), "each language is named in itself");
  assert.ok(options.includes("فارسی"));
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await changeAndSave(page, () => language.selectOption("de"));
  await page.waitForFunction(() => document.documentElement.lang === "de");
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, "no reload");
  assert.equal((await serverConfig()).locale, "de");
  await page.reload();
  await page.waitForFunction(() => document.documentElement.lang === "de");
  assert.equal(await page.locator("select").filter({ has: page.locator('option[value="de"]') }).first().inputValue(), "de");
});

test("the theme button in the header saves to the server too", async () => {
  const page = await openSettings();
  await changeAndSave(page, () => page.getByRole("button", { name: "Switch to dark theme" }).click());
  assert.equal((await serverConfig()).theme, "dark");
});

test("a failed save says so and keeps the setting on this device", async () => {
  const page = await openSettings();
  await h.injectFault("POST /api/v1/settings/client_config", "500");
  await page.getByRole("checkbox", { name: "Send posts with Ctrl+Enter" }).check();
  await page.getByRole("status").getByText(/will be saved to your account when the server answers\. Not saved yet: Something went wrong\. Please try again\./).waitFor();
  assert.equal(await page.getByRole("checkbox", { name: "Send posts with Ctrl+Enter" }).isChecked(), true);
  assert.notEqual((await serverConfig()).ctrlEnterEnabled, true);
});

test("a setting the account did not take is kept over the account's copy after a reload and sent again until taken", async () => {
  const page = await openSettings();
  const theme = page.getByRole("group", { name: "Theme" });
  const pending = () => page.evaluate(() => localStorage.getItem("mitra.v1.configPending"));
  const configPost = () => page.waitForResponse((r) => r.url().endsWith("/api/v1/settings/client_config") && r.request().method() === "POST");
  // The change's save and the retry at the next start both fail.
  await h.injectFault("POST /api/v1/settings/client_config", "500", { times: 2 });
  await theme.getByRole("radio", { name: "Dark" }).check();
  await page.getByRole("status").getByText(/will be saved to your account when the server answers/).waitFor();
  assert.equal((await serverConfig()).theme, "light", "the account still has alice's seeded theme");
  assert.match((await pending()) ?? "", /"theme"/);

  let retried = configPost();
  await page.reload();
  assert.equal((await retried).status(), 500);
  await theme.getByRole("radio", { name: "Dark" }).waitFor();
  assert.equal(await theme.getByRole("radio", { name: "Dark" }).isChecked(), true, "this device's change, not the account's light");
  assert.match((await pending()) ?? "", /"theme"/);

  // The server answers again: the next start sends it, and it is no longer pending.
  retried = configPost();
  await page.reload();
  assert.equal((await retried).status(), 200);
  await eventually(async () => (await pending()) === null);
  assert.equal((await serverConfig()).theme, "dark");
  assert.equal(await theme.getByRole("radio", { name: "Dark" }).isChecked(), true);
});

test("a setting changed while offline is sent when the connection comes back, without a reload", async () => {
  const page = await openSettings();
  const theme = page.getByRole("group", { name: "Theme" });
  const pending = () => page.evaluate(() => localStorage.getItem("mitra.v1.configPending"));
  await page.context().setOffline(true);
  try {
    await theme.getByRole("radio", { name: "Dark" }).check();
    // Said in words every page has, though the settings' own could not load: kept here, sent when the server answers.
    await page.getByRole("status").getByText(/will be saved to your account when the server answers\. Not saved yet: Could not reach the server/).waitFor();
    assert.match((await pending()) ?? "", /"theme"/);
    assert.equal((await serverConfig()).theme, "light", "the account still has alice's seeded theme");
  } finally {
    await page.context().setOffline(false);
  }
  await eventually(async () => (await pending()) === null);
  assert.equal((await serverConfig()).theme, "dark");
});

test("the authentication methods are listed and the password changes only when both fields agree", async () => {
  const page = await openSettings();
  await page.getByRole("region", { name: "Authentication" }).getByText("Password", { exact: true }).waitFor();
  const save = page.getByRole("button", { name: "Change password" });
  assert.equal(await save.isDisabled(), true);
  await page.getByLabel("New password", { exact: true }).fill("new-secret-1");
  await page.getByLabel("Repeat the new password").fill("new-secret");
  await page.getByText("The passwords do not match.").waitFor();
  assert.equal(await save.isDisabled(), true);

  await h.injectFault("POST /api/v1/settings/change_password", "500");
  await page.getByLabel("Repeat the new password").fill("new-secret-1");
  await save.click();
  await page.getByRole("alert").getByText("Something went wrong. Please try again.").waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Change password", "the focus stays for another try");

  await save.click();
  await page.getByText("Password changed").waitFor();
  assert.equal(await page.getByLabel("New password", { exact: true }).inputValue(), "");
  assert.equal(
    await page.getByLabel("New password", { exact: true }).evaluate((input) => input === document.activeElement),
    true,
    "the focus is not dropped with the disabled button",
  );
  const token = await fetch(`${h.url}/oauth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ grant_type: "password", username: "alice", password: "new-secret-1" }),
  });
  assert.equal(token.status, 200);
});

test("follows and followers download as CSV files; a failure is shown", async () => {
  const page = await openSettings();
  for (const kind of ["follows", "followers"] as const) {
    const expected = (await h.apiAs("alice")("GET", `/api/v1/settings/export_${kind}`)).body as string;
    assert.ok(expected.trim().length > 0, `alice has ${kind}`);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: `Download ${kind} as CSV` }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), `${kind}.csv`);
    assert.equal(await readFile((await file.path())!, "utf8"), expected);
  }
  await h.injectFault("GET /api/v1/settings/export_follows", "500");
  await page.getByRole("button", { name: "Download follows as CSV" }).click();
  await page.getByRole("status").getByText("Something went wrong. Please try again.").waitFor();
});

test("links lead to the profile form, identities, move followers and both imports", async () => {
  const page = await openSettings();
  for (const [name, path] of [
    ["Edit profile", "/settings/profile"],
    ["Manage identities", "/settings/aliases"],
    ["Move followers", "/settings/move-followers"],
    ["Import follows", "/settings/import-follows"],
  ]) {
    assert.equal(await page.getByRole("link", { name, exact: true }).getAttribute("href"), path);
  }
  await page.getByText("Experimental features").click();
  assert.equal(await page.getByRole("link", { name: "Import followers" }).getAttribute("href"), "/settings/import-followers");
  // alice may sell subscriptions; grace (read-only) may not.
  assert.equal(await page.getByRole("link", { name: "Manage subscriptions" }).getAttribute("href"), "/subscriptions/settings");
  const grace = await openSettings("grace");
  assert.equal(await grace.getByRole("link", { name: "Manage subscriptions" }).count(), 0);
});

test("deleting the account asks first, then ends the session and goes to the landing page", async () => {
  const page = await openSettings("harbor_news");
  const token = await h.tokenFor("harbor_news");
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText(/This can not be undone/).waitFor();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  assert.equal(new URL(page.url()).pathname, "/settings");
  assert.equal((await h.apiAs("harbor_news")("GET", "/api/v1/accounts/verify_credentials")).status, 200);

  // A failed deletion says so, and the focus is back on the button.
  await h.injectFault("POST /api/v1/settings/delete_account", "500", { times: 1 });
  await page.getByRole("button", { name: "Delete account" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete account" }).click();
  await page.getByRole("status").getByText("Something went wrong. Please try again.").waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === "Delete account");
  await page.getByRole("status").getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Delete account" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete account" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY), null);
  const after = await fetch(`${h.url}/api/v1/accounts/verify_credentials`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(after.status, 401);
});

test("the settings screens have no serious accessibility violations", async () => {
  const context = await h.browser.newContext({ baseURL: h.url, bypassCSP: true });
  try {
    const page = await context.newPage();
    await h.signInAs(page, "alice");
    for (const [path, heading] of [
      ["/settings", "Settings"],
      ["/settings/profile", "Edit profile"],
      ["/settings/aliases", "Identities"],
      ["/settings/move-followers", "Move followers"],
      ["/settings/identity-proof", "Link cryptographic key"],
      ["/settings/import-follows", "Import follows"],
      ["/settings/import-followers", "Import followers"],
    ]) {
      await page.goto(path);
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
      assert.deepEqual(await seriousViolationsInMain(page), [], path);
    }
  } finally {
    await context.close();
  }
});

test("on a 320 px phone the notification filters' values stay whole words beside their labels", async () => {
  const page = await h.newPage();
  await page.setViewportSize({ width: 320, height: 640 });
  await h.signInAs(page, "alice");
  await page.goto("/settings");
  const values = page.getByRole("region", { name: "Notification filters" }).locator("dd");
  await values.first().waitFor();
  // A value squeezed narrower than its own text breaks inside the word ("Show" / "n").
  const squeezed = await values.evaluateAll((dds) =>
    dds.filter((dd) => {
      const range = document.createRange();
      range.selectNodeContents(dd);
      return range.getClientRects().length > 1;
    }).map((dd) => dd.textContent),
  );
  assert.deepEqual(squeezed, []);
});
