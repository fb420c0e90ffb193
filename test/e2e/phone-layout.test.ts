// Issue 23: phone first. Every route at 320, 360, 390 and 430 px, light and dark, signed in and out: the page never
// scrolls sideways, no visible control sits outside the viewport, and the header stays a header (it never grows
// to fill a short page). Pickers and menus opened on a post fit the screen too.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { startHarness, type Harness } from "./harness";

let h: Harness;
const WIDTHS = [320, 360, 390, 430];
const THEMES = ["light", "dark"] as const;
let threadId = "";
let feedId = "";

before(async () => {
  h = await startHarness();
  await h.resetDemo();
  const api = h.apiAs("alice");
  const home = (await api("GET", "/api/v1/timelines/home?limit=40")).body as { id: string; replies_count: number }[];
  threadId = (home.find((p) => p.replies_count > 0) ?? home[0]!).id;
  const lists = (await api("GET", "/api/v1/lists")).body as { id: string }[];
  feedId = lists[0]?.id ?? "";
});
after(async () => {
  await h.close();
});

const visitorRoutes = () => ["/", "/about", "/ethereum", "/local", `/post/${threadId}`, "/tag/gardening", "/@alice", "/@alice/gallery", "/@dana/subscription"];
const userRoutes = () => [
  "/home", "/local", "/federated", `/post/${threadId}`, "/tag/gardening", "/custom-feeds",
  ...(feedId ? [`/custom-feed/${feedId}`, `/custom-feed/${feedId}/timeline`] : []),
  "/explore", "/notifications", "/profile-directory", "/search?q=garden", "/follow-requests", "/mutes", "/bookmarks",
  "/@alice", "/@dana/gallery", "/@dana", "/@dana/subscription", "/subscriptions/settings", "/settings", "/settings/profile",
  "/settings/aliases", "/settings/identity-proof", "/settings/import-followers", "/settings/import-follows",
  "/settings/move-followers",
];

/** What sticks out: the page's own sideways scroll, and visible controls beyond the viewport's inline edges. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page is ${root.scrollWidth}px wide in ${root.clientWidth}px`);
    const width = root.clientWidth;
    const scrollsSideways = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === "auto" || o === "scroll") return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [role=menuitem], [role=tab]")) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue; // visually hidden
      const style = getComputedStyle(el);
      if (style.visibility === "hidden") continue;
      if (r.left < -0.5 || r.right > width + 0.5) {
        if (scrollsSideways(el)) continue; // a tab strip that scrolls on its own is fine
        const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30) ?? "";
        problems.push(`${el.tagName.toLowerCase()} "${name}" at ${Math.round(r.left)}..${Math.round(r.right)}`);
      }
    }
    const header = document.querySelector("header");
    if (header) {
      const hr = header.getBoundingClientRect();
      if (hr.height > 140) problems.push(`header is ${Math.round(hr.height)}px tall`);
    }
    return problems;
  });
}

async function settle(page: Page) {
  await page.locator("main").waitFor();
  await page.waitForFunction(() => !document.querySelector(".page-loading, .spinner, .boot") && document.fonts.status === "loaded");
}

async function walk(page: Page, routes: string[], label: string) {
  const failures: string[] = [];
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      for (const route of routes) {
        await page.goto(route);
        await settle(page);
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
        for (const p of await overflow(page)) failures.push(`${label} ${theme} ${width}px ${route}: ${p}`);
      }
    }
  }
  assert.deepEqual(failures, []);
}

describe("no route overflows on a phone", () => {
  test("signed out", async () => {
    const page = await h.newPage();
    await walk(page, visitorRoutes(), "visitor");
  });

  test("signed in", async () => {
    // Bob has not chosen a theme, so the page follows the system's light or dark.
    const page = await h.newPage();
    await h.signInAs(page, "bob");
    await walk(page, userRoutes(), "bob");
  });
});

describe("pickers and menus fit a phone", () => {
  test("the emoji reaction picker and the post menu stay inside the screen", async () => {
    const page = await h.newPage();
    await h.signInAs(page, "alice");
    const failures: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto("/home");
      await settle(page);
      const post = page.getByRole("article").first();
      await post.getByRole("button", { name: "React with emoji" }).click();
      const search = page.getByRole("searchbox", { name: /emoji/i });
      await search.waitFor();
      for (const p of await overflow(page)) failures.push(`${width}px emoji picker: ${p}`);
      const box = await page.locator(".emoji-picker").boundingBox();
      assert.ok(box, "the picker is shown");
      if (box.x < 0 || box.x + box.width > width || box.y < 0 || box.y + box.height > 740) {
        failures.push(`${width}px emoji picker at ${JSON.stringify(box)}`);
      }
      await page.keyboard.press("Escape");
      await search.waitFor({ state: "detached" });
      await post.getByRole("button", { name: "More" }).click();
      const menu = page.getByRole("menu");
      await menu.getByRole("menuitem").first().waitFor();
      for (const p of await overflow(page)) failures.push(`${width}px post menu: ${p}`);
      const menuBox = await menu.boundingBox();
      assert.ok(menuBox);
      if (menuBox.x < 0 || menuBox.x + menuBox.width > width || menuBox.y < 0 || menuBox.y + menuBox.height > 740) {
        failures.push(`${width}px post menu at ${JSON.stringify(menuBox)}`);
      }
      await page.keyboard.press("Escape");
    }
    assert.deepEqual(failures, []);
  });
});

/** Waits until the element has the focus (focus moves in an effect after the sheet renders). */
async function focused(page: Page, locator: ReturnType<Page["locator"]>) {
  await page.waitForFunction((el) => el === document.activeElement, await locator.elementHandle());
}

describe("phone navigation", () => {
  test("the tab bar stays on screen while scrolling, shows the unread count and leads to each place", async () => {
    const page = await h.newPage();
    await page.setViewportSize({ width: 390, height: 740 });
    await h.signInAs(page, "alice");
    await page.getByRole("article").first().waitFor();
    const tabs = page.getByRole("navigation", { name: "Shortcuts" });
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 500);
    const box = await tabs.boundingBox();
    assert.ok(box && box.y + box.height <= 740 && box.y >= 740 - 80, `the tab bar is at the bottom: ${JSON.stringify(box)}`);
    await tabs.getByRole("link", { name: /^Notifications \d+ unread notifications?$/ }).waitFor();
    await tabs.getByRole("link", { name: /^Notifications/ }).click();
    await page.waitForURL(/\/notifications$/);
    await page.getByRole("banner").getByText("Notifications", { exact: true }).waitFor();
    await tabs.getByRole("link", { name: "Search" }).click();
    await page.waitForURL(/\/search$/);
    await page.getByRole("banner").getByRole("searchbox", { name: "Search" }).fill("#gardening");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/search\?q=%23gardening$/);
    await tabs.getByRole("link", { name: "Home" }).click();
    await page.waitForURL(/\/home$/);
    await page.getByRole("banner").getByText("Home", { exact: true }).waitFor();
  });

  test("the header names the page on screen", async () => {
    const page = await h.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await h.signInAs(page, "alice");
    const header = page.getByRole("banner");
    for (const [path, name] of [["/settings", "Settings"], ["/bookmarks", "Bookmarks"], ["/profile-directory", "Profile directory"]] as const) {
      await page.goto(path);
      await header.getByText(name, { exact: true }).waitFor();
    }
  });

  test("the menu opens the main navigation as a sheet; Escape closes it and returns focus", async () => {
    const page = await h.newPage();
    await page.setViewportSize({ width: 320, height: 640 });
    await h.signInAs(page, "alice");
    const menu = page.getByRole("navigation", { name: "Shortcuts" }).getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    assert.equal(await nav.isVisible(), false);
    await menu.click();
    await nav.getByRole("link", { name: "Home" }).waitFor();
    await focused(page, nav.getByRole("link", { name: "Home" }));
    const box = await nav.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 640 - 50, `the sheet fits above the tab bar: ${JSON.stringify(box)}`);
    await page.keyboard.press("Escape");
    await nav.waitFor({ state: "hidden" });
    await focused(page, menu);
    await menu.click();
    await nav.getByRole("link", { name: "My profile" }).click();
    await page.waitForURL(/\/@alice$/);
    await nav.waitFor({ state: "hidden" });
  });

  test("the new post button opens the editor as a full-screen sheet from any page and publishes", async () => {
    await h.resetDemo();
    const page = await h.newPage();
    await page.setViewportSize({ width: 390, height: 740 });
    await h.signInAs(page, "alice");
    await page.goto("/bookmarks");
    await page.getByRole("navigation", { name: "Shortcuts" }).getByRole("button", { name: "New post" }).click();
    const sheet = page.getByRole("dialog", { name: "New post" });
    const text = sheet.getByRole("textbox", { name: "What's on your mind?" });
    await text.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === "TEXTAREA");
    const box = await sheet.boundingBox();
    assert.deepEqual(box && [box.x, box.y, box.width, box.height], [0, 0, 390, 740], "the sheet fills the screen");
    await text.fill("Written from the phone sheet");
    await sheet.getByRole("button", { name: "Publish" }).click();
    await sheet.waitFor({ state: "detached" });
    assert.match(page.url(), /\/bookmarks$/, "the page under the sheet stays");
    await page.goto("/home");
    await page.getByRole("article").filter({ hasText: "Written from the phone sheet" }).first().waitFor();
  });
});
