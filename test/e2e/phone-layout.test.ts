// test-seconds: 190
// Issue 23: phone first. Every route of src/routes.ts at 320, 360, 390 and 430 px in light (and at 320 in dark),
// signed in and out: the page never scrolls sideways, no visible control sits outside the viewport, and the header
// stays a header (it never grows to fill a short page). Pickers and menus fit the screen too, and touch targets are 44 px.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { Access } from "../../src/access";
import { ROUTES, type RouteDef } from "../../src/routes";
import { eventually, nextFrames, openComposer, startHarness, type Harness } from "./harness";
import { goClient } from "./hardening-guards";

let h: Harness;
const WIDTHS = [320, 360, 390, 430];
const THEMES = ["light", "dark"] as const;
/** Ids the routes' parameters take: a thread, bob's own custom feed and group, profiles by id. */
const ids = { thread: "", feed: "", group: "", alice: "", dana: "" };

before(async () => {
  h = await startHarness();
  await h.resetDemo();
  const alice = h.apiAs("alice");
  const bob = h.apiAs("bob");
  const home = (await alice("GET", "/api/v1/timelines/home?limit=40")).body as { id: string; replies_count: number }[];
  ids.thread = (home.find((p) => p.replies_count > 0) ?? home[0]!).id;
  ids.feed = (await bob("POST", "/api/v1/lists", { title: "Harbour people" })).body.id;
  await bob("POST", `/api/v1/lists/${ids.feed}/accounts`, { account_ids: [(await bob("GET", "/api/v1/accounts/lookup?acct=harbor_news")).body.id] });
  ids.group = (await bob("POST", "/api/v1/groups", { name: "harbour_gardeners", description: "Gardening by the sea" })).body.id;
  ids.alice = (await bob("GET", "/api/v1/accounts/lookup?acct=alice")).body.id;
  ids.dana = (await bob("GET", "/api/v1/accounts/lookup?acct=dana")).body.id;
  assert.ok(ids.thread && ids.feed && ids.group && ids.alice && ids.dana, JSON.stringify(ids));
});
after(async () => {
  await h.close();
});

/** Who walks the routes of each access rule: a guest-only page sends a signed-in person home, so visitors walk it. */
const WALKERS: Record<Access, ("visitor" | "bob" | "admin")[]> = {
  everyone: ["visitor", "bob"],
  guest: ["visitor"],
  local: ["visitor", "bob"],
  federated: ["bob"], // the demo shows the known network to its users only
  auth: ["bob"],
  subscriptionSettings: ["bob"],
  mitraSettings: ["bob"],
  admin: ["admin"],
};
/** A sample value for each route parameter; a route with another parameter fails the walk until it has one. */
const PARAMS: Record<string, () => string> = {
  postId: () => ids.thread,
  tagName: () => "gardening",
  feedId: () => ids.feed,
  groupId: () => ids.group,
  kind: () => "likes",
  acct: () => "alice",
  profileId: () => ids.alice,
};
/** Where a route shows more with another sample: search with results, the subscription page of a seller. */
const SAMPLE_URLS: Record<string, () => string> = {
  search: () => "/search?q=garden",
  "profile-by-acct-subscription": () => "/@dana/subscription",
  "profile-subscription": () => `/profile/${ids.dana}/subscription`,
};
const sample = (name: string) => {
  const value = PARAMS[name];
  if (!value) throw new Error(`no sample value for the route parameter "${name}"`);
  return encodeURIComponent(value());
};

/** A real address of a route of src/routes.ts, its parameters filled in. */
function urlOf(route: RouteDef): string {
  if (SAMPLE_URLS[route.name]) return SAMPLE_URLS[route.name]();
  if (typeof route.path === "string") return route.path.replace(/:(\w+)/g, (_, name: string) => sample(name));
  return route.path.source
    .replace(/\\\//g, "/")
    .replace(/^\^/, "")
    .replace(/\/\?\$$/, "")
    .replace(/\(\?<(\w+)>[^)]*\)/g, (_, name: string) => sample(name));
}
/** Every route the walker may open, and a second profile (a seller's) beside the first. */
const routesFor = (walker: "visitor" | "bob" | "admin") => [
  ...ROUTES.filter((r) => WALKERS[r.access].includes(walker)).map(urlOf),
  ...(walker === "admin" ? [] : ["/@dana"]),
];

test("the walk covers every route of src/routes.ts with a real address", () => {
  for (const route of ROUTES) {
    assert.ok(WALKERS[route.access]?.length, `${route.name}: nobody walks access "${route.access}"`);
    const url = urlOf(route);
    assert.match(url, /^\/[^\s:()?<>^$\\]*(\?q=\w+)?$/, `${route.name}: ${url}`);
  }
  assert.equal(urlOf(ROUTES.find((r) => r.name === "post-interactions")!), `/post/${ids.thread}/likes`);
  assert.equal(urlOf(ROUTES.find((r) => r.name === "profile-by-acct-gallery")!), "/@alice/gallery");
  assert.equal(urlOf(ROUTES.find((r) => r.name === "group")!), `/groups/${ids.group}`);
});

/** What sticks out: the page's own sideways scroll, and visible controls beyond the viewport's inline edges. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(overflowInPage);
}

/** The check of `overflow`, run in the page. */
function overflowInPage(): string[] {
  {
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
  }
}

/** In the page: nothing is loading and the fonts are in. */
function atRestInPage(): boolean {
  return !document.querySelector(".page-loading, .spinner, .boot") && document.fonts.status === "loaded";
}

async function settle(page: Page) {
  await page.locator("main").waitFor();
  await page.waitForFunction(atRestInPage);
}

/**
 * Opens each route once and checks it in every theme and width in place. Everything in the app that depends on the
 * width follows the viewport live (CSS, ResizeObserver, resize events) and the theme follows the system's scheme
 * live (matchMedia, src/app/ThemeToggle.tsx), so a route checked after a resize or a scheme change shows what a load
 * at that width and in that scheme shows; a load per combination cost eight app starts per route. The dark theme is a
 * set of colour tokens (src/styles/index.css) and changes no size, so it is checked at the narrowest width only.
 */
async function walk(page: Page, routes: string[], label: string) {
  const failures: string[] = [];
  for (const [i, route] of routes.entries()) {
    // The first route is loaded, the others reached as a link would take a person there: a load of every route spent
    // most of the walk starting the app again.
    if (i === 0) await page.goto(route);
    else await goClient(page, route);
    await settle(page);
    const shown = new URL(page.url());
    if (shown.pathname + shown.search !== route) failures.push(`${label} ${route}: went to ${shown.pathname}, not walked`);
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      for (const width of theme === "light" ? WIDTHS : WIDTHS.slice(0, 1)) {
        await page.setViewportSize({ width, height: 740 });
        const now = await inPlace(page, theme, width);
        assert.deepEqual({ width: now.width, theme: now.theme }, { width, theme }, `${label} ${route}`);
        for (const p of now.problems) failures.push(`${label} ${theme} ${width}px ${route}: ${p}`);
      }
    }
  }
  assert.deepEqual(failures, []);
}

/**
 * Waits until the page has taken a new width and scheme: the viewport has the width, the app has applied the theme
 * (in an effect after the scheme's change event; a page that does not follow fails the assertion after this),
 * nothing is loading (at most 10 s, or that is a problem too), and two frames have run for what a resize sets off
 * (ResizeObserver callbacks and the renders they cause); then returns the width, the theme and what sticks out. All
 * in the page, in one round trip: on a busy machine each round trip of a check waited its turn for the CPU.
 */
async function inPlace(page: Page, theme: (typeof THEMES)[number], width: number): Promise<{ width: number; theme?: string; problems: string[] }> {
  const inPage = async (check: () => string[], atRest: () => boolean, theme: string, width: number) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const ready = () =>
      window.innerWidth === width && document.documentElement.dataset.theme === theme && document.querySelector("main") !== null && atRest();
    for (const until = performance.now() + 10_000; !ready() && performance.now() < until; ) await frame();
    await frame();
    await frame();
    const problems = check();
    if (!ready()) problems.push("still loading after 10 s");
    return { width: window.innerWidth, theme: document.documentElement.dataset.theme, problems };
  };
  return page.evaluate(`(${inPage})(${overflowInPage}, ${atRestInPage}, ${JSON.stringify(theme)}, ${width})`);
}

describe("no route overflows on a phone", () => {
  test("signed out", async () => {
    const page = await h.newPage();
    await walk(page, routesFor("visitor"), "visitor");
  });

  test("signed in", async () => {
    // Bob has not chosen a theme, so the page follows the system's light or dark.
    const page = await h.newPage();
    await h.signInAs(page, "bob");
    await walk(page, routesFor("bob"), "bob");
  });

  test("signed in as the admin", async () => {
    // The admin has not chosen a theme either.
    const page = await h.newPage();
    await h.signInAs(page, "admin");
    await walk(page, routesFor("admin"), "admin");
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
      for (const p of await covered(search, `${width}px emoji picker`)) failures.push(p);
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
      // Above the tab bar and the header: the timeline's list, one stacking context otherwise, is none while open.
      for (const p of await covered(menu.getByRole("menuitem"), `${width}px post menu`)) failures.push(p);
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

/** The elements of `locator` that are not the topmost thing at their centre (a tap there would reach another). */
async function covered(locator: ReturnType<Page["locator"]>, label: string): Promise<string[]> {
  const hidden = await locator.evaluateAll((els) =>
    els.flatMap((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const name = el.getAttribute("aria-label") ?? (el.textContent ?? "").trim().slice(0, 30);
      return hit && el.contains(hit) ? [] : [`"${name}" under ${hit?.closest("[class]")?.getAttribute("class")}`];
    }),
  );
  return hidden.map((h) => `${label}: ${h}`);
}

/** Where a shown picker or menu leaves the screen, if it does. */
async function outside(locator: ReturnType<Page["locator"]>, width: number, height: number, label: string): Promise<string[]> {
  const box = await locator.boundingBox();
  if (!box) return [`${label} is not shown`];
  const fits = box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5;
  return fits ? [] : [`${label} at ${JSON.stringify(box)} in ${width}x${height}`];
}

/** Tappable things smaller than 44 px: in height, and in width too for icon-only controls. */
async function smallTargets(locator: ReturnType<Page["locator"]>, label: string): Promise<string[]> {
  const sizes = await locator.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      const words = (el.textContent ?? "").trim();
      return { name: el.getAttribute("aria-label") ?? words.slice(0, 30), w: r.width, h: r.height, iconOnly: !/\p{L}/u.test(words) };
    }),
  );
  assert.ok(sizes.length > 0, `${label}: nothing to measure`);
  return sizes.filter((s) => s.h < 44 - 0.5 || (s.iconOnly && s.w < 44 - 0.5)).map((s) => `${label} "${s.name}" is ${Math.round(s.w)}x${Math.round(s.h)}`);
}

describe("at 320 px in dark, pickers and menus fit and targets are 44 px", () => {
  test("the editor's emoji picker, the profile menu and the account menu stay inside the screen", async () => {
    const page = await h.newPage();
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 320, height: 640 });
    await h.signInAs(page, "bob");
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
    const failures: string[] = [];

    await openComposer(page);
    await page.getByRole("form", { name: "Post editor" }).getByRole("button", { name: "Insert emoji" }).click();
    const search = page.getByRole("searchbox", { name: /emoji/i });
    await search.waitFor();
    failures.push(...(await outside(page.locator(".emoji-picker"), 320, 640, "editor emoji picker")), ...(await overflow(page)));
    await page.keyboard.press("Escape");
    await search.waitFor({ state: "detached" });

    await page.goto("/@alice");
    await settle(page);
    await page.getByRole("button", { name: "More actions" }).click();
    const menu = page.getByRole("menu");
    await menu.getByRole("menuitem").first().waitFor();
    failures.push(...(await outside(menu, 320, 640, "profile menu")), ...(await overflow(page)));
    failures.push(...(await smallTargets(menu.getByRole("menuitem"), "profile menu item")));
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });

    await page.getByRole("navigation", { name: "Shortcuts" }).getByRole("button", { name: "Menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator(".account-menu .menu-button").click();
    await menu.getByRole("menuitem").first().waitFor();
    failures.push(...(await outside(menu, 320, 640, "account menu")), ...(await overflow(page)));
    failures.push(...(await smallTargets(menu.getByRole("menuitem"), "account menu item")));
    // Every item can be pressed: none lies under the tab bar (Log out of …, the last one, did).
    const covered = await menu.getByRole("menuitem").evaluateAll((items) =>
      items.filter((el) => {
        const r = el.getBoundingClientRect();
        return !el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      }).map((el) => `account menu item "${el.textContent}" is covered`),
    );
    failures.push(...covered);
    assert.deepEqual(failures, []);
  });

  test("the tab bar, the post actions and the post menu's items are at least 44 px", async () => {
    const page = await h.newPage();
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 320, height: 640 });
    await h.signInAs(page, "bob");
    await settle(page);
    const post = page.getByRole("article").first();
    await post.locator(".post-actions button").first().waitFor();
    const failures = [
      ...(await smallTargets(page.getByRole("navigation", { name: "Shortcuts" }).locator("a, button"), "tab")),
      ...(await smallTargets(post.locator(".post-actions").locator("a, button"), "post action")),
    ];
    await post.getByRole("button", { name: "More" }).click();
    const menu = page.getByRole("menu");
    await menu.getByRole("menuitem").first().waitFor();
    failures.push(...(await smallTargets(menu.getByRole("menuitem"), "post menu item")));
    assert.deepEqual(failures, []);
  });
});

test("at 320 px a post's actions with a payment button fit one row; saved to IPFS as well, they wrap inside the card", async () => {
  const alice = h.apiAs("alice");
  const me = (await alice("GET", "/api/v1/accounts/verify_credentials")).body as { id: string };
  const posts = (await alice("GET", `/api/v1/accounts/${me.id}/statuses?limit=40`)).body as { id: string; ipfs_cid: string | null; visibility: string }[];
  const saved = posts.find((p) => p.ipfs_cid);
  const plain = posts.find((p) => !p.ipfs_cid && p.visibility === "public");
  assert.ok(saved && plain, "the seed has a post saved to IPFS and one not");
  const page = await h.newPage();
  await page.setViewportSize({ width: 320, height: 640 });
  await h.signInAs(page, "bob");
  const rowOf = async (id: string) => {
    await page.goto(`/post/${id}`);
    const actions = page.getByRole("article").first().locator(".post-actions");
    await actions.getByRole("button", { name: "Payment options" }).waitFor();
    return actions;
  };
  const boxes = (actions: Awaited<ReturnType<typeof rowOf>>) =>
    actions.evaluate((row) => [...row.children].map((c) => { const r = c.getBoundingClientRect(); return { top: Math.round(r.top), left: r.left, right: r.right, height: r.height }; }));
  const one = await boxes(await rowOf(plain.id));
  assert.equal(new Set(one.map((b) => b.top)).size, 1, `one row: ${JSON.stringify(one)}`);
  const actions = await rowOf(saved.id);
  const link = actions.getByRole("link", { name: "Saved to IPFS" });
  assert.equal(await link.getAttribute("href"), `https://ipfs.io/ipfs/${saved.ipfs_cid}`);
  assert.equal(await link.getAttribute("rel"), "nofollow noopener noreferrer");
  for (const b of await boxes(actions)) {
    assert.ok(b.left >= 0 && b.right <= 320, `inside the screen: ${JSON.stringify(b)}`);
    assert.ok(b.height >= 44, `44 px tall: ${JSON.stringify(b)}`);
  }
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), true);
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
    // The box takes the focus: typing comes next.
    const searchBox = page.getByRole("banner").getByRole("searchbox", { name: "Search" });
    await page.waitForFunction(() => document.activeElement?.getAttribute("type") === "search");
    assert.equal(await searchBox.evaluate((el) => el === document.activeElement), true);
    await searchBox.fill("#gardening");
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

  test("the sheet's New post button stays inside the sheet, also after a page that styles wide buttons", async () => {
    const page = await h.newPage();
    await page.setViewportSize({ width: 320, height: 640 });
    await h.signInAs(page, "alice");
    // Adding an account brings in the sign-in pages' stylesheet, whose wide buttons fill their container.
    for (const path of ["/home", "/accounts/add"]) {
      await page.goto(path);
      const menu = page.getByRole("navigation", { name: "Shortcuts" }).getByRole("button", { name: "Menu" });
      await menu.click();
      const nav = page.getByRole("navigation", { name: "Main" });
      const button = nav.getByRole("button", { name: "New post" });
      await button.waitFor();
      const [sheet, box] = [await nav.boundingBox(), await button.boundingBox()];
      assert.ok(sheet && box && box.x >= sheet.x && box.x + box.width <= sheet.x + sheet.width, `${path}: ${JSON.stringify({ sheet, box })}`);
      await page.keyboard.press("Escape");
      await nav.waitFor({ state: "hidden" });
    }
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

  test("an error notice sits above the tab bar and the page's end scrolls clear of it, light and dark", async () => {
    // A test above resets the demo, which gives the posts new ids.
    const home = (await h.apiAs("alice")("GET", "/api/v1/timelines/home?limit=40")).body as { id: string; replies_count: number }[];
    const thread = (home.find((p) => p.replies_count > 0) ?? home[0]!).id;
    for (const [width, height, theme] of [[390, 844, "light"], [320, 640, "dark"]] as const) {
      const page = await h.newPage();
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height });
      await h.signInAs(page, "bob");
      await page.goto(`/post/${thread}`);
      const last = page.getByRole("article").last();
      await last.getByRole("button", { name: /^Like/ }).waitFor();
      await h.injectFault("POST /api/v1/statuses/{status_id}/favourite", "500");
      await last.getByRole("button", { name: /^Like/ }).click();
      await page.getByRole("status").locator(".notice.error").waitFor();
      // At the page's end every button of the last post and of the tab bar is the one a tap there reaches.
      await eventually(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const buttons = page.locator("article").last().locator(".post-actions button").or(page.locator(".bottom-bar a, .bottom-bar button"));
        assert.deepEqual(await covered(buttons, `${width} px ${theme}`), []);
      });
    }
  });
});

test("on a phone an error notice and the offline banner both stay readable, neither over the other", async () => {
  const page = await h.newPage();
  await page.setViewportSize({ width: 320, height: 640 });
  await h.signInAs(page, "bob");
  const first = page.getByRole("article").first();
  await first.getByRole("button", { name: /^Like/ }).waitFor();
  await h.injectFault("POST /api/v1/statuses/{status_id}/favourite", "500", { times: 1 });
  await first.getByRole("button", { name: /^Like/ }).click();
  const notice = page.locator(".notice.error");
  await notice.waitFor();
  await page.context().setOffline(true);
  const banner = page.locator(".offline-banner");
  await banner.waitFor();
  // Every line of each is the topmost thing where it is drawn.
  await eventually(async () => {
    const hidden = await page.evaluate(() =>
      [".notice.error span", ".offline-banner"].flatMap((selector) => {
        const el = document.querySelector(selector)!;
        const r = el.getBoundingClientRect();
        return [r.top + 2, r.top + r.height / 2, r.bottom - 2].flatMap((y) => {
          const hit = document.elementFromPoint(r.left + r.width / 2, y);
          return hit && (el.contains(hit) || hit.contains(el)) ? [] : [`${selector} at ${Math.round(y)} under ${hit?.closest("[class]")?.getAttribute("class")}`];
        });
      }),
    );
    assert.deepEqual(hidden, []);
  });
  await page.context().setOffline(false);
});

test("a visitor's page on a phone keeps its own layout: the signed-in frame's rules, in a stylesheet it links too, leave it alone", async () => {
  const page = await h.newPage();
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/about");
  await page.locator("main.content").waitFor();
  const layout = await page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    return { header: style(".app-header").flexWrap, content: style("main.content").paddingBlockEnd, notices: style(".notices").insetBlockEnd };
  });
  // Those of src/styles/index.css: no room kept for a tab bar the page does not have.
  assert.deepEqual(layout, { header: "wrap", content: "8px", notices: "12px" });
});
