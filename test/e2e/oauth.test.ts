// Issue 19: signing in with a server through its OAuth authorize page, several accounts, switching, signing one out.
import { after, before, beforeEach, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { startHarness, type Harness } from "./harness";

let h: Harness;
before(async () => {
  h = await startHarness();
});
after(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.resetDemo();
});

const atPath = (page: Page, path: string) => page.waitForFunction((p) => location.pathname === p, path);
// The account menu button is named by what it shows: the account's name and handle.
const accountMenu = (page: Page) => page.getByRole("button", { name: /^(Alice Moreau|Bob Lindqvist) @(alice|bob)@/ });

/** From a page with the server form: to the demo's authorize page, then allow or deny as `username`. */
async function throughAuthorizePage(page: Page, username: string, decision: "Allow" | "Deny") {
  await page.getByRole("textbox", { name: "Your server" }).fill(h.url);
  await page.getByRole("button", { name: "Continue to your server" }).click();
  await page.getByRole("heading", { name: "Authorize Mitra Web" }).waitFor();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(`${username}-demo`);
  await page.getByRole("button", { name: decision }).click();
}

describe("sign in with your server", () => {
  test("signs in through the authorize page, adds a second account, switches, and signs one out", async () => {
    // Alice has read all her notifications (her badge is checked below).
    const alice = h.apiAs("alice");
    const newest = (await alice("GET", "/api/v1/notifications")).body[0]?.id;
    if (newest) assert.equal((await alice("POST", "/api/v1/markers", { notifications: { last_read_id: newest } })).status, 200);
    const page = await h.newPage();
    await page.goto("/");
    await page.getByRole("heading", { name: "Sign in with your server" }).waitFor();
    await throughAuthorizePage(page, "alice", "Allow");
    await atPath(page, "/home");
    await accountMenu(page).filter({ hasText: "Alice Moreau" }).waitFor();

    // A second account, without signing out of the first.
    await accountMenu(page).click();
    await page.getByRole("menuitem", { name: "Add an account" }).click();
    await atPath(page, "/accounts/add");
    await page.getByRole("heading", { level: 1, name: "Add an account" }).waitFor();
    await throughAuthorizePage(page, "bob", "Allow");
    await atPath(page, "/home");
    await accountMenu(page).filter({ hasText: "Bob Lindqvist" }).waitFor();

    // Alice's badge in Bob's menu: none while she has read everything, a count once someone mentions her. It is
    // asked of her server with her token (the menu asks again when it opens).
    const aliceItem = page.getByRole("menuitem", { name: /^Switch to Alice Moreau/ });
    await accountMenu(page).click();
    await aliceItem.waitFor();
    assert.equal(await aliceItem.locator(".badge").count(), 0, "no badge while nothing is unread");
    await page.keyboard.press("Escape");
    assert.equal((await h.apiAs("carol")("POST", "/api/v1/statuses", { status: "@alice a word for you" })).status, 200);
    await accountMenu(page).click();
    await page.getByRole("menuitem", { name: /^Switch to Alice Moreau .*, 1 unread notification$/ }).waitFor();
    await page.keyboard.press("Escape");

    // Switch back by keyboard: the menu opens on Enter, its items take the focus.
    await accountMenu(page).focus();
    await page.keyboard.press("Enter");
    const toAlice = page.getByRole("menuitem", { name: /^Switch to Alice Moreau/ });
    await toAlice.waitFor();
    assert.equal(await toAlice.evaluate((el) => el === document.activeElement), true, "the first item has the focus");
    await page.keyboard.press("Enter");
    await accountMenu(page).filter({ hasText: "Alice Moreau" }).waitFor();
    // The API answers as Alice now: her profile is the one the sidebar's profile link opens.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("mitra.v1.accounts") ?? "[]").length);
    assert.equal(stored, 2);

    // Signing out of Alice leaves Bob signed in on this browser.
    await accountMenu(page).click();
    await page.getByRole("menuitem", { name: /^Sign out of @alice@/ }).click();
    await atPath(page, "/");
    const continueAsBob = page.getByRole("button", { name: /^Continue as Bob Lindqvist/ });
    await continueAsBob.waitFor();
    assert.equal(await page.getByRole("button", { name: /^Continue as Alice/ }).count(), 0);
    await continueAsBob.click();
    await atPath(page, "/home");
    await accountMenu(page).filter({ hasText: "Bob Lindqvist" }).waitFor();
  });

  test("denying access comes back with a clear message and signs nobody in", async () => {
    const page = await h.newPage();
    await page.goto("/");
    await throughAuthorizePage(page, "alice", "Deny");
    await page.getByRole("alert").filter({ hasText: "You did not allow this app to use your account." }).waitFor();
    await page.getByRole("link", { name: "Try again" }).click();
    await atPath(page, "/");
    await page.getByRole("textbox", { name: "Your server" }).waitFor();
  });

  test("an answer that no sign-in here asked for is refused", async () => {
    const page = await h.newPage();
    await page.goto("/auth/callback?code=stolen&state=forged");
    await page.getByRole("alert").filter({ hasText: "does not match a sign-in started here" }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem("mitra.v1.session")), null);
  });

  test("a name that is not a server is refused before leaving, and the field keeps what was typed", async () => {
    const page = await h.newPage();
    await page.goto("/");
    const field = page.getByRole("textbox", { name: "Your server" });
    await field.fill("not a server");
    await page.getByRole("button", { name: "Continue to your server" }).click();
    await page.getByRole("alert").filter({ hasText: "That is not a server name." }).waitFor();
    assert.equal(await field.inputValue(), "not a server");
    assert.equal(await field.evaluate((el) => el === document.activeElement), true);
  });
});
