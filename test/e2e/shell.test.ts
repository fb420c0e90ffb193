// test-seconds: 58
// Issue 4: the app shell — sidebar, header, search box, theme, titles, visitor banner, small screens.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { eventually, startHarness, type Harness } from "./harness";

let h: Harness;
before(async () => {
  h = await startHarness();
  await h.resetDemo();
});
after(async () => {
  await h.close();
});

const atPath = (page: Page, path: string) => page.waitForFunction((p) => location.pathname + location.search === p, path);

describe("signed-in shell", () => {
  // A stored session's first screen waits for the account (app/start.tsx); when the account is slow, the page shows a
  // plain loading screen. Before, it drew a visitor's page (header, instance banner) and swapped it for the frame.
  test("a stored session never shows a visitor's page while its account loads, however slowly", async () => {
    const page = await h.newPage();
    await page.addInitScript(() => {
      (window as { visitorSeen?: boolean }).visitorSeen = false;
      new MutationObserver(() => {
        if (document.querySelector("#app .layout.visitor, #app .app-header.visitor")) (window as { visitorSeen?: boolean }).visitorSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/v1\/accounts\/verify_credentials$/, async (route) => {
      await released;
      await route.continue();
    });
    // Returns once index.html's skeleton is gone: the first render, which waited for the account up to its limit.
    await h.signInAs(page, "alice");
    await page.locator("#app .page-loading").waitFor();
    assert.equal(await page.getByRole("link", { name: "Sign in" }).count(), 0);
    release();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await page.locator("main article").first().waitFor();
    assert.equal(await page.evaluate(() => (window as { visitorSeen?: boolean }).visitorSeen), false, "a visitor's page was drawn");
  });

  // Home's first page is adopted and sanitised before the first render (HomeView's prepareFirstScreen, run by
  // app/start.tsx), so that render draws the posts with the frame: no empty list with a spinner in between. The first
  // render waits for that at most a second (then it draws what it has, spinner and all): a load whose frame came that
  // late says nothing either way and is taken again (three at most).
  test("a signed-in start on home draws its posts with the frame, no loading spinner before them", async () => {
    for (let attempt = 1; ; attempt++) {
      const page = await h.newPage();
      await page.addInitScript(() => {
        const seen: [string, number][] = ((window as { drawn?: [string, number][] }).drawn = []);
        new MutationObserver(() => {
          const at = Math.round(performance.now());
          if (document.querySelector("#app nav") && !seen.some(([what]) => what.startsWith("frame")))
            seen.push([document.querySelector("#app main article") ? "frame with posts" : "frame", at]);
          if (document.querySelector("#app .timeline .page-loading") && !seen.some(([what]) => what === "spinner")) seen.push(["spinner", at]);
        }).observe(document, { childList: true, subtree: true });
      });
      await h.signInAs(page, "alice");
      await page.locator("main article").first().waitFor();
      const drawn = await page.evaluate(() => (window as { drawn?: [string, number][] }).drawn!);
      await page.context().close();
      if (drawn[0]![1] >= 900 && attempt < 3) continue;
      assert.ok(drawn[0]![1] < 900, `the frame came at ${drawn[0]![1]} ms in three loads: too slow a machine to tell`);
      assert.deepEqual(drawn.map(([what]) => what), ["frame with posts"], drawn.map(([what, at]) => `${what} at ${at} ms`).join(", "));
      return;
    }
  });

  test("the sidebar links every main screen and the unread badge is announced", async () => {
    const page = await h.newPage();
    await h.signInAs(page, "alice");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, path] of [
      ["Local", "/local"],
      ["Federated", "/federated"],
      ["Profile directory", "/profile-directory"],
      ["Bookmarks", "/bookmarks"],
      ["Settings", "/settings"],
      ["About", "/about"],
    ]) {
      assert.equal(await nav.getByRole("link", { name, exact: true }).getAttribute("href"), path, name);
    }
    assert.match((await nav.getByRole("link", { name: /^Notifications/ }).getAttribute("href")) ?? "", /\/notifications$/);
    await nav.getByRole("button", { name: "Log out" }).waitFor();
  });

  test("the search box is disabled when empty and submits to /search?q=", async () => {
    const page = await h.newPage();
    await h.signInAs(page, "alice");
    const box = page.getByRole("searchbox", { name: "Search" });
    const submit = page.getByRole("search").getByRole("button", { name: "Search" });
    assert.equal(await submit.isDisabled(), true);
    assert.match((await box.getAttribute("placeholder")) ?? "", /@.*#.*>/, "the placeholder hints at @, # and >");
    await box.fill("   ");
    assert.equal(await submit.isDisabled(), true);
    await box.fill("#gardening");
    await box.press("Enter");
    await atPath(page, "/search?q=%23gardening");
  });

  test("the sidebar links to the own profile, and Home reloads home when already there", async () => {
    const page = await h.newPage();
    await h.signInAs(page, "alice");
    assert.equal(await page.getByRole("link", { name: "My profile" }).getAttribute("href"), "/@alice");
    await page.locator("article").first().waitFor();
    const refetched = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/v1/timelines/home");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await refetched; // home was fetched again
  });

  test("document titles name the page and the instance", async () => {
    const page = await h.newPage();
    await h.signInAs(page, "alice");
    // Signed in, the unread notification count may come first: "(3) Home | Tidepool".
    await page.waitForFunction(() => /^(\(\d+\) )?Home \| Tidepool$/.test(document.title));
    await page.goto("/about");
    await page.waitForFunction(() => /^(\(\d+\) )?About \| Tidepool$/.test(document.title));
  });

  test("the theme toggle switches and is remembered", async () => {
    const page = await h.newPage();
    await page.emulateMedia({ colorScheme: "light" });
    await h.signInAs(page, "alice");
    // The load event may come before the first render (main.tsx): the switch is there once the frame is drawn.
    await page.getByRole("button", { name: "Switch to dark theme" }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "light");
    // The choice is saved locally at once and to the account's client settings (which win at the next start).
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/settings/client_config") && r.ok());
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
    await saved;
    await page.reload();
    await page.getByRole("button", { name: "Switch to light theme" }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
  });

  test("the account menu's code loads when the person reaches for it; keys pressed meanwhile open it as asked", async () => {
    const page = await h.newPage();
    const fetched: string[] = [];
    page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
    // Hold the menu's code back, so the keys are pressed while it loads.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/LoadedAccountMenu-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await h.signInAs(page, "alice");
    fetched.length = 0; // home shows posts: a page without them is loaded afresh
    await page.goto("/mutes");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForLoadState("networkidle");
    const menuCode = () => fetched.filter((p) => /\/LoadedAccountMenu-[^/]+\.js$/.test(p));
    assert.deepEqual(menuCode(), [], "not loaded with the page");
    assert.deepEqual(fetched.filter((p) => /\/css\/Menu-/.test(p)), [], "nor the menu's stylesheet");

    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /^Alice Moreau @alice@/ });
    await button.focus();
    await eventually(() => assert.equal(menuCode().length, 1, "focusing the button starts loading it"));
    // Escape while it loads takes the opening back; ArrowUp then asks for the menu at its last item.
    await page.keyboard.press("Enter");
    assert.equal(await button.getAttribute("aria-expanded"), "true");
    await page.keyboard.press("Escape");
    assert.equal(await button.getAttribute("aria-expanded"), "false");
    await page.keyboard.press("ArrowUp");
    assert.equal(await page.getByRole("menu").count(), 0, "still loading");
    release();
    const last = page.getByRole("menuitem", { name: /^Log out of @alice@/ });
    await last.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent?.startsWith("Log out of @alice@"));
    await page.keyboard.press("Escape");
    await page.getByRole("menu").waitFor({ state: "detached" });
    assert.equal(await button.evaluate((el) => el === document.activeElement), true, "focus is back on the button");
  });

  test("the account menu's code lost on the way: it says so, and the next opening asks again", async () => {
    const page = await h.newPage();
    let lose = true;
    await page.route(/\/LoadedAccountMenu-[^/]+\.js(\?\d+)?$/, (route) => (lose ? route.abort() : route.continue()));
    await h.signInAs(page, "alice");
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /^Alice Moreau @alice@/ });
    await button.click();
    await page.getByText("Could not reach the server. Check your connection and try again.").waitFor();
    assert.equal(await button.getAttribute("aria-expanded"), "false");
    lose = false;
    await button.click();
    await page.getByRole("menuitem", { name: "Add an account" }).waitFor();
  });

  test("at 1280 px the header shows a page name that fits whole; only a longer one is shortened, whole in the title", async () => {
    const page = await h.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await h.signInAs(page, "alice");
    const name = page.getByRole("banner").locator(".page-name");
    const cut = () => name.evaluate((el) => el.scrollWidth > el.clientWidth);
    for (const [path, text] of [["/accounts/add", "Add an account"], ["/profile-directory", "Profile directory"], ["/settings", "Settings"]] as const) {
      await page.goto(path);
      await page.getByRole("banner").getByText(text, { exact: true }).waitFor();
      assert.equal(await cut(), false, `${text} shows whole`);
    }
    const tag = "harbourgardenersandallotmentkeepersoftheeasternshore";
    await page.goto(`/tag/${tag}`);
    await page.getByRole("banner").getByText(`#${tag}`, { exact: true }).waitFor();
    assert.equal(await cut(), true, "a name longer than the room is shortened");
    assert.ok((await page.title()).includes(`#${tag}`), await page.title());
    const search = await page.getByRole("banner").getByRole("search").boundingBox();
    assert.ok(search && search.width >= 150, `the search box keeps room: ${search?.width}`);
  });

  test("on a 320 px phone the sidebar sits behind a menu button and nothing overflows", async () => {
    const page = await h.newPage();
    await page.setViewportSize({ width: 320, height: 640 });
    await h.signInAs(page, "alice");
    await page.locator("article").first().waitFor();
    const nav = page.getByRole("navigation", { name: "Main" });
    assert.equal(await nav.isVisible(), false);
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    assert.equal(await menu.getAttribute("aria-expanded"), "true");
    assert.equal(await nav.isVisible(), true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
  });
});

describe("visitor shell", () => {
  test("visitors see the instance banner with Learn more and a sign-in link, and no sidebar", async () => {
    const page = await h.newPage();
    await page.goto("/local");
    const banner = page.getByRole("banner");
    await banner.getByRole("link", { name: "Tidepool" }).waitFor();
    await banner.getByText("A small Mitra instance for the Lindenhaven makerspace.").waitFor();
    assert.equal(await banner.getByRole("link", { name: "Learn more" }).getAttribute("href"), "/about");
    assert.equal(await banner.getByRole("link", { name: "Sign in" }).getAttribute("href"), "/");
    assert.equal(await page.getByRole("navigation", { name: "Main" }).count(), 0);
  });

  test("the about page shows the description, the administrator and both versions", async () => {
    const page = await h.newPage();
    await page.goto("/about");
    await page.getByRole("heading", { level: 1, name: "Tidepool" }).waitFor();
    await page.getByText("is a small, friendly instance").waitFor();
    await page.getByRole("heading", { name: "Administered by" }).waitFor();
    await page.getByText("Technical information").click();
    await page.getByText("Web client version: 4.11.0").waitFor();
    await page.getByText(/Server version: [\d.]+/).waitFor();
    assert.equal(await page.locator(".about-description script").count(), 0);
  });

  test("the Ethereum help page explains wallets and links back", async () => {
    const page = await h.newPage();
    await page.goto("/ethereum");
    await page.getByRole("heading", { level: 1, name: "Ethereum" }).waitFor();
    await page.getByRole("link", { name: "Back to sign in" }).click();
    await atPath(page, "/");
  });
});

// React DOM makes marker errors as it loads (build.mjs loads it through scripts/react-unused.mjs, which makes them
// without a stack). An Error made at start costs the first screen ~40 ms at 4x CPU whenever the DevTools Protocol's
// Runtime domain is on (developer tools, Playwright: this test's browser and every lab measurement): V8 reads the
// scripts on the stack again for their source positions. Nothing the first screen runs makes one: the sign-in page,
// nor a signed-in home.
describe("start", () => {
  const countErrors = (page: Page) =>
    page.addInitScript(() => {
      const made: string[] = ((window as { errorsMade?: string[] }).errorsMade = []);
      const Original = window.Error;
      const Counting = function (...args: [string?]) {
        made.push(String(args[0]).slice(0, 80));
        return new Original(...args);
      };
      Counting.prototype = Original.prototype;
      Object.setPrototypeOf(Counting, Original);
      window.Error = Counting as unknown as ErrorConstructor;
    });
  const errorsMade = (page: Page) => page.evaluate(() => (window as { errorsMade?: string[] }).errorsMade ?? null);

  test("the first screen makes no Error object (each would cost a re-read of the scripts under developer tools)", async () => {
    const visitor = await h.newPage();
    await countErrors(visitor);
    await visitor.goto("/");
    await visitor.getByLabel("Username").waitFor();
    assert.deepEqual(await errorsMade(visitor), []);

    const reader = await h.newPage();
    await countErrors(reader);
    await h.signInAs(reader, "alice");
    await reader.locator("article").first().waitFor();
    assert.deepEqual(await errorsMade(reader), []);
  });

  // The same re-read comes from a request sent with a script's top level on the stack (the browser records each
  // request's initiator when developer tools are attached): the entry sends the first screen's requests and starts
  // the app from microtasks of their own (app/start-first-screen.ts, main.tsx). V8's trace shows a whole script parsed
  // again for source positions as a V8.ParseProgram inside V8.CollectSourcePositions.
  test("starting never has V8 parse a whole script again for its source positions", async () => {
    const reparsed = async (open: (page: Page) => Promise<unknown>) => {
      const page = await h.newPage();
      const cdp = await page.context().newCDPSession(page);
      const events: { name: string; ph: string; ts: number; dur?: number; tid: number }[] = [];
      cdp.on("Tracing.dataCollected", (e) => events.push(...(e.value as unknown as typeof events)));
      const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
      await cdp.send("Tracing.start", { categories: "disabled-by-default-v8.compile", transferMode: "ReportEvents" });
      await open(page);
      await cdp.send("Tracing.end");
      await complete;
      const collecting = events.filter((e) => e.name === "V8.CollectSourcePositions" && e.ph === "X");
      // Positions are collected for the small functions that send the requests: none would mean nothing was traced.
      assert.ok(collecting.length > 0, "V8's collection of source positions is in the trace");
      return events.filter(
        (e) => e.name === "V8.ParseProgram" && collecting.some((c) => c.tid === e.tid && c.ts <= e.ts && e.ts < c.ts + (c.dur ?? 0)),
      ).length;
    };
    assert.equal(
      await reparsed(async (page) => {
        await page.goto("/");
        await page.getByLabel("Username").waitFor();
      }),
      0,
      "the sign-in page",
    );
    assert.equal(
      await reparsed(async (page) => {
        await h.signInAs(page, "alice");
        await page.locator("article").first().waitFor();
      }),
      0,
      "a signed-in home",
    );
  });
});
