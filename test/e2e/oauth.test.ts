// test-seconds: 50
// Issue 19: signing in with a server through its OAuth authorize page, several accounts, switching, signing one out.
import { after, before, beforeEach, describe, test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Page } from "playwright-core";
import { startDemo, type DemoHandle } from "../../scripts/demo/server";
import { withConnectSrc } from "../../scripts/csp.mjs";
import { eventually, startHarness, waitForStillLayout, type Harness } from "./harness";

let h: Harness;
/** A second server on another origin, for signing in across origins. */
let other: DemoHandle;
let staticDir: string;
before(async () => {
  // The built client with its connect-src widened as an operator would with MITRA_CONNECT_SRC: the second server is
  // plain http on 127.0.0.1 (another port), which the production policy ('self' and https: only) rightly refuses.
  const built = resolve(process.env.MITRA_E2E_STATIC ?? "dist");
  staticDir = mkdtempSync(join(tmpdir(), "mitra-oauth-"));
  cpSync(built, staticDir, { recursive: true });
  const index = join(staticDir, "index.html");
  writeFileSync(index, withConnectSrc(readFileSync(index, "utf8"), "'self' https: http://127.0.0.1:*"));
  h = await startHarness({ staticDir });
  other = await startDemo({ port: 0, testMode: true });
});
after(async () => {
  await h.close();
  await other.close();
  rmSync(staticDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await h.resetDemo();
});

const atPath = (page: Page, path: string) => page.waitForFunction((p) => location.pathname === p, path);
// The account menu button is named by what it shows: the account's name and handle.
const accountMenu = (page: Page) => page.getByRole("button", { name: /^(Alice Moreau|Bob Lindqvist) @(alice|bob)@/ });

/** From a page with the server form: to the demo's authorize page, then allow or deny as `username`. */
async function throughAuthorizePage(page: Page, username: string, decision: "Allow" | "Deny", server = h.url) {
  await page.getByRole("textbox", { name: "Your server" }).fill(server);
  await page.getByRole("button", { name: "Continue to your server" }).click();
  await page.getByRole("heading", { name: "Authorize Mitra Web" }).waitFor();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(`${username}-demo`);
  await page.getByRole("button", { name: decision }).click();
}

/** Alice signs in on this server through its authorize page, then adds Bob's account on `bobServer`. */
async function aliceThenBob(page: Page, bobServer: string) {
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
  await throughAuthorizePage(page, "bob", "Allow", bobServer);
  await atPath(page, "/home");
}

describe("sign in with your server", () => {
  test("signs in through the authorize page, adds a second account, switches, and signs one out", async () => {
    // Alice has read all her notifications (her badge is checked below).
    const alice = h.apiAs("alice");
    const newest = (await alice("GET", "/api/v1/notifications")).body[0]?.id;
    if (newest) assert.equal((await alice("POST", "/api/v1/markers", { notifications: { last_read_id: newest } })).status, 200);
    const page = await h.newPage();
    await aliceThenBob(page, h.url);
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
    await page.getByRole("menuitem", { name: /^Log out of @alice@/ }).click();
    await atPath(page, "/");
    const continueAsBob = page.getByRole("button", { name: /^Continue as Bob Lindqvist/ });
    await continueAsBob.waitFor();
    assert.equal(await page.getByRole("button", { name: /^Continue as Alice/ }).count(), 0);
    // On a 320 px phone the name and handle wrap inside the screen.
    const wide = page.viewportSize()!;
    await page.setViewportSize({ width: 320, height: 640 });
    await eventually(async () => assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 320));
    await page.setViewportSize(wide);
    await continueAsBob.click();
    await atPath(page, "/home");
    await accountMenu(page).filter({ hasText: "Bob Lindqvist" }).waitFor();
  });

  test("an account whose server refused its saved sign-in leaves the landing page's list with a message that keeps the focus", async () => {
    const page = await h.newPage();
    await aliceThenBob(page, h.url);
    await accountMenu(page).filter({ hasText: "Bob Lindqvist" }).waitFor();
    // Back to Alice, then signed out of her: Bob is offered on the landing page.
    await accountMenu(page).click();
    await page.getByRole("menuitem", { name: /^Switch to Alice Moreau/ }).click();
    await accountMenu(page).filter({ hasText: "Alice Moreau" }).waitFor();
    await accountMenu(page).click();
    await page.getByRole("menuitem", { name: /^Log out of @alice@/ }).click();
    await atPath(page, "/");
    const continueAsBob = page.getByRole("button", { name: /^Continue as Bob Lindqvist/ });
    await continueAsBob.waitFor();
    const expired = await fetch(`${h.url}/__test__/tokens/expire`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "bob" }),
    });
    assert.equal(expired.status, 204);
    await continueAsBob.click();
    const message = page.getByRole("alert").filter({ hasText: "is no longer signed in here" });
    await message.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent?.includes("is no longer signed in here"));
    assert.equal(await continueAsBob.count(), 0);
    assert.ok(page.url().endsWith("/"));
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

  // The public posts' section below the forms loads once its place nears the screen: the page must not get shorter
  // meanwhile. It did (the place went while the section's code came, a grid row and its gap), and a reader at the
  // bottom of the page saw the button jump 24 px down under the pointer: a press begun on "Continue" and released on
  // the form around it is no click, and nothing happened (this test's neighbour failed so, once in a few runs).
  for (const [name, visitorsRead] of [
    ["an instance that shows visitors its posts", true],
    ["an instance that does not", false],
  ] as const) {
    test(`the button stays under the pointer while the public posts' code is on its way (${name})`, async () => {
      const page = await h.newPage();
      // The section's code is held back until the page has been measured.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let sectionAsked = false;
      await page.route(/\/PublicPostsSection-[^/]+\.js$/, async (route) => {
        sectionAsked = true;
        await held;
        await route.continue();
      });
      if (!visitorsRead) {
        await page.route(/\/api\/v1\/instance$/, async (route) => {
          const answer = await route.fetch();
          const instance = (await answer.json()) as Record<string, unknown>;
          await route.fulfill({ response: answer, json: { ...instance, allow_unauthenticated: { timeline_local: false } } });
        });
      }
      try {
        await page.goto("/");
        const field = page.getByRole("textbox", { name: "Your server" });
        await field.fill("not a server");
        await page.waitForLoadState("load");
        assert.equal(sectionAsked, false, "the section's place starts below the fold");
        const BUTTON = ".server-sign-in button[type=submit]";
        // At the bottom of the page, as far as it scrolls: a page that gets shorter moves everything down.
        const before = await page.evaluate((selector) => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return Math.round(document.querySelector(selector)!.getBoundingClientRect().top);
        }, BUTTON);
        await eventually(() => assert.ok(sectionAsked, "the section's code is asked for"));
        await waitForStillLayout(page, BUTTON);
        const buttonTop = () => page.evaluate((selector) => Math.round(document.querySelector(selector)!.getBoundingClientRect().top), BUTTON);
        assert.equal(await buttonTop(), before, "the button has not moved while the code is on its way");
        // The code comes and the section replaces the place kept for it: with nothing to show (a server that keeps its
        // posts from visitors) it keeps the place itself.
        await page.evaluate(() => ((window as { keptPlace?: Element | null }).keptPlace = document.querySelector(".landing-public-place")));
        release();
        await page.waitForFunction(() => document.querySelector(".landing-public-place") !== (window as { keptPlace?: Element | null }).keptPlace);
        await waitForStillLayout(page, BUTTON);
        assert.equal(await buttonTop(), before, "the button has not moved as the section came");
        await page.getByRole("button", { name: "Continue to your server" }).click();
        await page.getByRole("alert").filter({ hasText: "That is not a server name." }).waitFor();
      } finally {
        release();
      }
    });
  }
});

describe("sign in with a server on another origin", () => {
  test("the account on the other server works from this client, and each token goes only to its own server", async () => {
    const page = await h.newPage();
    const sent: { origin: string; path: string; auth: string }[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      sent.push({ origin: url.origin, path: url.pathname, auth: request.headers().authorization ?? "" });
    });
    await aliceThenBob(page, other.url);
    const otherHost = new URL(other.url).host;
    await page.getByRole("button", { name: `Bob Lindqvist @bob@${otherHost}` }).waitFor();
    // Home loads from the other server: its timeline, its instance.
    await page.getByRole("article").first().waitFor();
    assert.ok(sent.some((r) => r.origin === other.url && r.path === "/api/v1/timelines/home"), "home asked of the other server");

    const accounts: { token: string; server: string | null; acct: string }[] = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("mitra.v1.accounts") ?? "[]"),
    );
    const bob = accounts.find((a) => a.acct === "bob")!;
    const alice = accounts.find((a) => a.acct === "alice")!;
    assert.equal(bob.server, other.url);
    assert.equal(alice.server, null, "alice is on the server that serves the client");
    // Alice's badge is asked in the background: wait until it was, so her token's requests are in the record.
    await eventually(() => sent.some((r) => r.auth === `Bearer ${alice.token}` && r.path === "/api/v1/notifications"));
    const origins = (token: string) => new Set(sent.filter((r) => r.auth === `Bearer ${token}`).map((r) => r.origin));
    assert.deepEqual([...origins(bob.token)], [other.url], "bob's token goes only to his server");
    assert.deepEqual([...origins(alice.token)], [h.url], "alice's token goes only to hers");
    const since = sent.findIndex((r) => r.auth === `Bearer ${bob.token}`);
    const afterBob = sent.slice(since).filter((r) => r.path.startsWith("/api/") && r.auth !== `Bearer ${alice.token}`);
    assert.ok(afterBob.length > 0 && afterBob.every((r) => r.origin === other.url), "bob's API requests go to his server");
  });
});
