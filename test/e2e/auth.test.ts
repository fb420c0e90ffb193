// test-seconds: 111
// Issue 4: landing page, sign-in and sign-up with every method, guards, logout and an expired token.
import { after, before, beforeEach, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { nextFrames, startHarness, SESSION_KEY, type Harness } from "./harness";
import { installWallet } from "./wallet";
import { ETHEREUM_DEMO, INVITE_CODES, MONERO_DEMO } from "../../scripts/demo/seed";

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

async function landing(page: Page) {
  await page.goto("/");
  await page.getByRole("heading", { level: 1, name: "Tidepool" }).waitFor();
}

/** Client-side redirects change the URL without a load event, so poll the location. */
const atPath = (page: Page, path: string) => page.waitForFunction((p) => location.pathname === p, path);

const signInButton = (page: Page) => page.getByRole("button", { name: "Sign in", exact: true });
const signUpButton = (page: Page) => page.getByRole("button", { name: "Sign up", exact: true });

describe("landing page", () => {
  /** Records, from before the app runs, which placeholders the app drew: its loading spinner, the form's skeleton. */
  const watchSkeleton = (page: Page) =>
    page.addInitScript(() => {
      const seen = new Set<string>();
      (window as { placeholders?: Set<string> }).placeholders = seen;
      new MutationObserver(() => {
        for (const name of ["page-loading", "sign-in-skeleton"]) if (document.querySelector(`#app .${name}`)) seen.add(name);
      }).observe(document, { childList: true, subtree: true });
    });
  const sawSkeleton = (page: Page) => page.evaluate(() => (window as { placeholders?: Set<string> }).placeholders!.has("sign-in-skeleton"));
  const placeholders = (page: Page) => page.evaluate(() => [...(window as { placeholders?: Set<string> }).placeholders!]);

  // Issue 25: the first render waits for the view's module and the instance (both asked for as the entry starts),
  // so the page is drawn once, with its form: no loading spinner (React would hold the view back after it), no skeleton.
  test("a first visit draws the sign-in form at once, with no placeholder before it", async () => {
    const page = await h.newPage();
    const cdp = await page.context().newCDPSession(page);
    // A slow phone (as the bench measures), where a first render that does not wait draws its placeholders.
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await watchSkeleton(page);
    await landing(page);
    await page.getByLabel("Username").waitFor();
    assert.deepEqual(await placeholders(page), []);
  });

  test("a slow instance: after a moment the page shows with a skeleton, then the form when the instance answers", async () => {
    const page = await h.newPage();
    await watchSkeleton(page);
    let answer = () => {};
    const released = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/api\/v1\/instance$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/");
    await page.locator(".sign-in-skeleton").waitFor();
    await page.getByRole("heading", { level: 1 }).waitFor();
    assert.equal(await page.getByLabel("Username").count(), 0, "no form guessed before the instance answers");
    answer();
    await page.getByLabel("Username").waitFor();
    await page.getByRole("heading", { level: 1, name: "Tidepool" }).waitFor();
  });

  test("an unreachable instance on a first visit says so in words and offers to try again", async () => {
    const page = await h.newPage();
    await page.route(/\/api\/v1\/instance$/, (route) => route.abort());
    await page.goto("/");
    const alert = page.getByRole("alert").filter({ hasText: "Could not reach the server." });
    await alert.waitFor();
    assert.doesNotMatch((await alert.textContent()) ?? "", /network error/);
    await page.unroute(/\/api\/v1\/instance$/);
    await alert.getByRole("button", { name: "Try again" }).click();
    await page.getByLabel("Username").waitFor();
  });

  test("a visitor sees the instance title, description and links", async () => {
    const page = await h.newPage();
    await landing(page);
    await page.waitForFunction(() => document.title === "Tidepool");
    await page.getByText("A small Mitra instance for the Lindenhaven makerspace.").waitFor();
    assert.equal(await page.getByRole("link", { name: "Learn more" }).getAttribute("href"), "/about");
    assert.equal(await page.getByRole("link", { name: "Explore" }).getAttribute("href"), "/local");
    // The username field shows the instance's domain as a suffix.
    await page.getByText(`@${new URL(h.url).host}`).waitFor();
  });

  test("the username rule shows its message and keeps the button disabled", async () => {
    const page = await h.newPage();
    await landing(page);
    await page.getByRole("radio", { name: "Password" }).check();
    await page.getByLabel("Username").fill("alice smith");
    await page.getByText("Only letters, numbers, hyphens and underscores are allowed.").waitFor();
    await page.locator("input[type=password]").fill("x");
    assert.equal(await signInButton(page).isDisabled(), true);
    await page.getByLabel("Username").fill("alice");
    assert.equal(await signInButton(page).isDisabled(), false);
  });
});

/** A fresh page signed in the way a person does it: the password form on the landing page. */
async function signInThroughForm(username: string, password: string): Promise<Page> {
  const page = await h.newPage();
  await landing(page);
  await page.getByRole("radio", { name: "Password" }).check();
  await page.getByLabel("Username").fill(username);
  await page.locator("input[type=password]").fill(password);
  await signInButton(page).click();
  await atPath(page, "/home");
  return page;
}

describe("sign-in", () => {
  test("password sign-in reaches home and keeps the token", async () => {
    const page = await signInThroughForm("alice", "alice-demo");
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
    assert.match(stored ?? "", /"token":"/);
  });

  test("a wrong password shows the server's message and stays on the page", async () => {
    const page = await h.newPage();
    await landing(page);
    await page.getByRole("radio", { name: "Password" }).check();
    await page.getByLabel("Username").fill("alice");
    await page.locator("input[type=password]").fill("wrong");
    await signInButton(page).click();
    const alert = page.getByRole("alert").filter({ hasText: "incorrect password" });
    await alert.waitFor();
    assert.ok(page.url().endsWith("/"));
    // The focus goes to what went wrong, not to the page.
    await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "alert");
    // Correcting the password makes the message stale: it goes.
    await page.locator("input[type=password]").fill("alice-demo");
    assert.equal(await alert.count(), 0);
    await signInButton(page).click();
    await atPath(page, "/home");
  });

  test("the form is sent once however often it is pressed, and a lost download keeps what was typed", async () => {
    const page = await h.newPage();
    const tokens: string[] = [];
    page.on("request", (r) => r.method() === "POST" && new URL(r.url()).pathname === "/oauth/token" && tokens.push(r.url()));
    // The sign-in request's code loads when the form is used: lost on the network, it says so.
    await page.route(/\/chunks\/actions-[^/]+\.js(\?\d+)?$/, (route) => route.abort());
    await landing(page);
    await page.getByRole("radio", { name: "Password" }).check();
    await page.getByLabel("Username").fill("alice");
    await page.locator("input[type=password]").fill("alice-demo");
    await signInButton(page).click();
    await page.getByRole("alert").filter({ hasText: "Could not reach the server" }).waitFor();
    assert.equal(await page.getByLabel("Username").inputValue(), "alice");
    assert.equal(await page.locator("input[type=password]").inputValue(), "alice-demo");
    assert.deepEqual(tokens, []);
    // Back on the network, a slow answer: pressing again while it is on its way sends nothing more.
    await page.unroute(/\/chunks\/actions-[^/]+\.js(\?\d+)?$/);
    await h.injectFault("POST /oauth/token", "latency", { ms: 1500 });
    await signInButton(page).click();
    const form = page.locator("form[aria-busy=true]");
    await form.waitFor();
    await form.evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await atPath(page, "/home");
    assert.equal(tokens.length, 1);
  });

  test("a full handle of this instance in the username field signs in as the local name", async () => {
    const { body: instance } = await h.apiAs(null)("GET", "/api/v1/instance");
    const page = await signInThroughForm(`@alice@${instance.uri}`, "alice-demo");
    await page.getByRole("navigation", { name: "Main" }).waitFor();
  });

  test("choosing another sign-in method clears the previous error", async () => {
    const page = await h.newPage();
    await landing(page);
    await page.getByRole("radio", { name: "Password" }).check();
    await page.getByLabel("Username").fill("nobody");
    await page.locator("input[type=password]").fill("x");
    await signInButton(page).click();
    const alert = page.getByRole("alert").filter({ hasText: "user not found" });
    await alert.waitFor();
    await page.getByRole("radio", { name: "Monero" }).check();
    assert.equal(await alert.count(), 0);
  });

  test("switching between sign-in and sign-up clears the error", async () => {
    const page = await h.newPage();
    await landing(page);
    await page.getByRole("radio", { name: "Password" }).check();
    await page.getByLabel("Username").fill("nobody");
    await page.locator("input[type=password]").fill("x");
    await signInButton(page).click();
    await page.getByRole("alert").filter({ hasText: "user not found" }).waitFor();
    await page.getByRole("button", { name: "Sign up" }).click();
    assert.equal(await page.getByRole("alert").filter({ hasText: "user not found" }).count(), 0);
  });

  test("Ethereum sign-in with a browser wallet (EIP-4361)", async () => {
    const page = await h.newPage();
    await installWallet(page, ETHEREUM_DEMO.privateKey);
    await landing(page);
    // With a wallet present, Ethereum is preselected.
    assert.equal(await page.getByRole("radio", { name: "Ethereum" }).isChecked(), true);
    await signInButton(page).click();
    await atPath(page, "/home");
    const me = await page.evaluate(async (key) => {
      const { token } = JSON.parse(localStorage.getItem(key)!);
      const r = await fetch("/api/v1/accounts/verify_credentials", { headers: { Authorization: `Bearer ${token}` } });
      return (await r.json()).username;
    }, SESSION_KEY);
    assert.equal(me, "eve");
  });

  test("a rejected wallet signature cancels quietly", async () => {
    const page = await h.newPage();
    await installWallet(page, ETHEREUM_DEMO.privateKey, "reject");
    await landing(page);
    await signInButton(page).click();
    await page.waitForFunction(() => (window as unknown as { __walletRefusals?: number }).__walletRefusals === 1);
    await signInButton(page).and(page.locator(":enabled")).waitFor();
    await nextFrames(page);
    assert.equal(await page.getByRole("alert").count(), 0);
    assert.ok(page.url().endsWith("/"));
    assert.equal(await signInButton(page).isEnabled(), true);
  });

  test("a wallet without an account says wallet not found", async () => {
    const page = await h.newPage();
    await installWallet(page, null);
    await landing(page);
    await signInButton(page).click();
    await page.getByRole("alert").filter({ hasText: "wallet not found" }).waitFor();
  });

  test("Monero sign-in (CAIP-122) with the demo signature", async () => {
    const page = await h.newPage();
    await landing(page);
    await page.getByRole("radio", { name: "Monero" }).check();
    assert.equal(await page.getByLabel("Username").count(), 0, "the server finds the account by its address");
    assert.equal(await page.getByLabel("Message to sign").count(), 0, "no message before an address");
    assert.equal(await page.getByLabel("Signature").count(), 0, "no signature before an address");
    await page.getByLabel("Monero address").fill(MONERO_DEMO.address);
    const message = await page.getByLabel("Message to sign").inputValue();
    assert.match(message, /wants you to sign in with your Monero account:\n888tNk/);
    assert.doesNotMatch(message, /Chain ID/);
    assert.equal(await signInButton(page).isDisabled(), true, "a signature is required");
    assert.equal(await page.getByLabel("Signature").getAttribute("type"), "password");
    await page.getByLabel("Signature").fill(MONERO_DEMO.signature);
    await signInButton(page).click();
    await atPath(page, "/home");
  });
});

describe("sign-up", () => {
  test("password sign-up with an invite code", async () => {
    const page = await h.newPage();
    await landing(page);
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByRole("radio", { name: "Password" }).check();
    await page.getByLabel("Username").fill("newcomer");
    await page.locator("input[type=password]").fill("a-good-password");
    assert.equal(await signUpButton(page).isDisabled(), true, "an invite code is required");
    await page.getByLabel("Invite code").fill(INVITE_CODES[0]);
    await signUpButton(page).click();
    await atPath(page, "/home");
  });

  test("an invalid invite code shows the server's message", async () => {
    const page = await h.newPage();
    await landing(page);
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByRole("radio", { name: "Password" }).check();
    await page.getByLabel("Username").fill("newcomer2");
    await page.locator("input[type=password]").fill("pw");
    await page.getByLabel("Invite code").fill("not-a-code");
    await signUpButton(page).click();
    await page.getByRole("alert").filter({ hasText: "invalid invite code" }).waitFor();
  });
});

describe("session and guards", () => {
  test("a visitor is sent from signed-in pages to the landing page; the local timeline is open", async () => {
    const page = await h.newPage();
    for (const path of ["/home", "/notifications", "/settings", "/federated", "/no/such/page"]) {
      await page.goto(path);
      await atPath(page, "/");
    }
    await page.goto("/local");
    // The guard decides before the view shows anything: posts on screen mean the visitor was let in.
    await page.locator("main article").first().waitFor();
    assert.equal(new URL(page.url()).pathname, "/local");
    await page.goto("/about");
    await page.getByRole("link", { name: "Back" }).waitFor();
  });

  test("a signed-in user is sent home from guest pages and from rules they do not meet", async () => {
    const page = await h.newPage();
    // grace's role lacks manage_subscription_options.
    await h.signInAs(page, "grace");
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    for (const path of ["/", "/ethereum", "/subscriptions/settings"]) {
      await page.goto(path);
      await atPath(page, "/home");
    }
  });

  test("an admin reaches the federated timeline", async () => {
    const page = await h.newPage();
    await h.signInAs(page, "admin");
    await page.goto("/federated");
    await page.locator("main article").first().waitFor();
    assert.equal(new URL(page.url()).pathname, "/federated");
  });

  test("logout revokes the token, clears local storage and shows the landing page", async () => {
    const page = await signInThroughForm("alice", "alice-demo");
    const token = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).token, SESSION_KEY);
    await page.evaluate(() => localStorage.setItem("mitra.v1.post_content:new", '"draft"'));
    await page.getByRole("button", { name: "Log out" }).click();
    await atPath(page, "/");
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k !== "mitra.v1.instance"));
    assert.deepEqual(keys, []);
    const check = await fetch(`${h.url}/api/v1/accounts/verify_credentials`, { headers: { Authorization: `Bearer ${token}` } });
    assert.equal(check.status, 401, "the token was revoked");
  });

  test("an expired token returns to the landing page with a message", async () => {
    const page = await h.newPage();
    await page.context().addInitScript((key) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem(key, JSON.stringify({ token: "expired-token" }));
        sessionStorage.setItem("seeded", "1");
      }
    }, SESSION_KEY);
    await page.goto("/home");
    await atPath(page, "/");
    await page.getByText("Your session has expired. Please sign in again.").waitFor();
  });
});
