// test-seconds: 51
// Keyboard only: the skip link, a whole journey (sign in, read, like, reply with a poll, open a thread,
// notifications, settings, sign out) with Tab/Enter/Space/typing and no mouse; menus, dialogs and the lightbox
// trap focus and give it back; focus is always visible; prefers-reduced-motion stops animations.
import assert from "node:assert/strict";
import { after, before, beforeEach, test } from "node:test";
import type { Page } from "playwright-core";

import { nextFrames, openComposer, startHarness, type Harness } from "./harness";
import { settled } from "./hardening-guards";

let h: Harness;
before(async () => {
  h = await startHarness({ staticDir: process.env.E2E_STATIC_DIR });
});
after(() => h?.close());
beforeEach(() => h.resetDemo());

/** What has focus, as role-ish text: tag, accessible label and text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "body";
    const label = el.getAttribute("aria-label") ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? "";
    return `${el.tagName.toLowerCase()} ${label.trim().replace(/\s+/g, " ").slice(0, 80)}`;
  });
}

/** Presses Tab until the focused element's description matches (like a person tabbing to a control). */
async function tabTo(page: Page, match: RegExp, max = 150, key = "Tab"): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (match.test(now)) return;
    seen.push(now);
  }
  assert.fail(`could not reach ${match} by keyboard; focus went through:\n${seen.slice(-30).join("\n")}`);
}

/** Whether the focused element shows a visible focus indicator (outline or box-shadow). */
function focusVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    return outline || (style.boxShadow !== "none" && style.boxShadow !== "");
  });
}

test("the skip link is the first stop and moves focus to the main content", async () => {
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  await page.locator("article").first().waitFor();
  await page.keyboard.press("Tab");
  assert.match(await focused(page), /^a Skip to content/);
  assert.ok(await focusVisible(page), "the skip link is visible when focused");
  const box = await page.evaluate(() => document.activeElement!.getBoundingClientRect().toJSON());
  assert.ok(box.width > 1 && box.height > 1 && box.top >= 0, "the skip link shows on screen");
  await page.keyboard.press("Enter");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "main");
});

test("keyboard journey: sign in, read, like, reply with a poll, open a thread, notifications, settings, sign out", async () => {
  const page = await h.newPage();
  await page.goto(`${h.url}/`);
  await settled(page, "#app");
  await tabTo(page, /^input Username/);
  await page.keyboard.type("alice");
  await tabTo(page, /^input Password/);
  await page.keyboard.type("alice-demo");
  await page.keyboard.press("Enter");
  await page.waitForURL((u) => u.pathname === "/home");
  await page.locator("article").first().waitFor();

  // Like the first post.
  await tabTo(page, /^button Like \d+ likes?$/);
  assert.ok(await focusVisible(page), "the like button shows focus");
  await page.keyboard.press("Enter");
  await page.locator("article").first().getByRole("button", { name: "Unlike" }).waitFor();

  // Reply with a poll: outside a thread the reply control links to the post's page (spec: it shows the count and
  // opens the conversation); there the post's own Reply button opens the editor under it.
  await tabTo(page, /^a Reply/);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/post\//);
  await page.locator("article").first().waitFor();
  await tabTo(page, /^button Reply/);
  await page.keyboard.press("Enter");
  const editor = page.getByRole("textbox", { name: "Write your reply" });
  await editor.waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === "TEXTAREA", null, { timeout: 5000 }).catch(async () => {
    await tabTo(page, /^textarea/);
  });
  await page.keyboard.type(" Keyboard reply with a poll");
  await tabTo(page, /^button Add poll/);
  await page.keyboard.press("Enter");
  await tabTo(page, /^input Option 1/);
  await page.keyboard.type("Yes");
  await tabTo(page, /^input Option 2/);
  await page.keyboard.type("No");
  await tabTo(page, /^button Publish/);
  await page.keyboard.press("Enter");
  await page.getByRole("article").filter({ hasText: "Keyboard reply with a poll" }).first().waitFor();
  const mine = (await h.apiAs("alice")("GET", "/api/v1/timelines/home?limit=5")).body as { content: string; poll: unknown; in_reply_to_id: string | null }[];
  const reply = mine.find((p) => p.content.includes("Keyboard reply with a poll"));
  assert.ok(reply?.poll && reply.in_reply_to_id, "a reply with a poll was published");

  // Open a thread: the focused post's date link leads to it.
  await page.goto(`${h.url}/home`);
  await page.locator("article").first().waitFor();
  for (let i = 0; ; i++) {
    assert.ok(i < 60, "the post's date link is reachable by Tab");
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => !!document.activeElement?.matches("a[href^='/post/']:has(time)"))) break;
  }
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/post\//);

  await tabTo(page, /^a Notifications/);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/notifications/);
  await page.getByRole("heading", { name: "Notifications", level: 1 }).waitFor();

  await tabTo(page, /^a Settings/);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/settings/);

  await tabTo(page, /^button Log out/);
  await page.keyboard.press("Enter");
  await page.waitForURL((u) => u.pathname === "/");
});

test("the post menu opens from the keyboard, Escape closes it and focus returns to its button", async () => {
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  await page.locator("article").first().waitFor();
  await tabTo(page, /^button More$/);
  await page.keyboard.press("Enter");
  await page.getByRole("menu").waitFor();
  // The entries load with the menu's first use (preloaded when its button takes focus); the first one takes focus.
  await page.getByRole("menuitem").first().waitFor();
  assert.match(await focused(page), /^(button|a|li) /, "focus moves into the menu");
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest("[role=menu]")), "focus is inside the menu");
  await page.keyboard.press("ArrowDown");
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest("[role=menu]")), "arrows stay inside the menu");
  await page.keyboard.press("Escape");
  await page.getByRole("menu").waitFor({ state: "detached" });
  assert.match(await focused(page), /^button More$/);
});

test("the lightbox traps Tab, closes on Escape and returns focus to the image", async () => {
  const page = await h.newPage();
  await h.signInAs(page, "bob");
  await page.goto(`${h.url}/@dana`);
  await page.locator("main .post-image:not([aria-hidden=true])").first().waitFor();
  await tabTo(page, /^button Open image/);
  const opener = await focused(page);
  await page.keyboard.press("Enter");
  await page.getByRole("dialog").waitFor();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    assert.ok(
      await page.evaluate(() => !!document.activeElement?.closest("dialog[open]") || document.activeElement === document.body),
      `Tab ${i + 1} left the lightbox: ${await focused(page)}`,
    );
  }
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  assert.equal(await focused(page), opener);
});

test("a confirm dialog returns focus to the control that opened it", async () => {
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  await page.goto(`${h.url}/@alice`);
  await page.locator("article").first().waitFor();
  await tabTo(page, /^button More$/);
  await page.keyboard.press("Enter");
  await page.getByRole("menu").waitFor();
  // The entries load with the menu's first use (preloaded when its button takes focus); the first one takes focus.
  await page.getByRole("menuitem").first().waitFor();
  await tabTo(page, /Delete/, 20, "ArrowDown");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest("dialog[open]")), "focus moves into the dialog");
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  assert.match(await focused(page), /^button More$/, "focus returns to the post's menu button");
});

test("focus is visible on every control of the signed-in frame and a post card", async () => {
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  await page.locator("article").first().waitFor();
  const invisible: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if (!(await focusVisible(page))) invisible.push(await focused(page));
  }
  assert.deepEqual(invisible, [], "controls without a visible focus indicator");
});

test("prefers-reduced-motion: no element animates or transitions for longer than a moment", async () => {
  const page = await h.newPage();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await h.signInAs(page, "alice");
  await page.locator("article").first().waitFor();
  await openComposer(page);
  await page.getByRole("button", { name: "Add poll" }).click();
  const moving = await page.evaluate(() => {
    const seconds = (v: string) => Math.max(...v.split(",").map((t) => (t.trim().endsWith("ms") ? parseFloat(t) / 1000 : parseFloat(t) || 0)));
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll("*"))) {
      for (const pseudo of [null, "::before", "::after"]) {
        const s = getComputedStyle(el, pseudo);
        const animated = s.animationName !== "none" && seconds(s.animationDuration) > 0.01 && s.animationIterationCount !== "0";
        const transitioned = seconds(s.transitionDuration) > 0.01;
        if (animated || transitioned) out.push(`${el.tagName.toLowerCase()}.${(el as HTMLElement).className}${pseudo ?? ""} ${s.animationName} ${s.animationDuration} ${s.transitionDuration}`);
      }
    }
    return out.slice(0, 20);
  });
  assert.deepEqual(moving, []);
  // Smooth scrolling is motion too.
  assert.notEqual(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior), "smooth");
});

test("prefers-reduced-motion: a change of theme starts no transition, and the names on a page take the new colours", async () => {
  // Reduced motion once shortened every transition to a moment instead of removing it: with no transition-property
  // set anywhere, each property change of each element then became a transition, and after a live switch to the dark
  // theme some names kept the light theme's text colour on the dark cards.
  const page = await h.newPage();
  await page.emulateMedia({ reducedMotion: "reduce", colorScheme: "light" });
  await page.goto(`${h.url}/about`);
  await page.locator("main .display-name").first().waitFor();
  const started = await page.evaluate(() => {
    document.documentElement.dataset.theme = "dark";
    for (const el of document.querySelectorAll("main *")) getComputedStyle(el).color;
    const count = document.getAnimations().length;
    document.documentElement.dataset.theme = "light";
    return count;
  });
  assert.equal(started, 0, "transitions started by a change of theme");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.waitForFunction(() => document.documentElement.dataset.theme === "dark");
  await nextFrames(page);
  const stale = await page.evaluate(() =>
    [...document.querySelectorAll("main .display-name")]
      .map((el) => [getComputedStyle(el).color, getComputedStyle(el.parentElement!).color])
      .filter(([own, parent]) => own !== parent),
  );
  assert.deepEqual(stale, []);
});
