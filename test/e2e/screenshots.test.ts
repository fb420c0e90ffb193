// test-seconds: 71
// Issue 23: the same ten screens at a phone's 390 px and a desktop's 1280 px, light and dark, saved as PNG files in
// test-results/screenshots/ (not committed), so anyone can compare them side by side with other clients. Each shot
// is taken once its screen has what makes it that screen, so a broken screen fails here instead of being saved.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import type { Page } from "playwright-core";
import { startHarness, type Harness } from "./harness";

const DIR = "test-results/screenshots";
const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;
const THEMES = ["light", "dark"] as const;

let h: Harness;
let threadId = "";
let imagePostId = "";

interface Screen {
  name: string;
  signedIn: boolean;
  open: (page: Page) => Promise<void>;
}

const settle = (page: Page) =>
  page.waitForFunction(() => !document.querySelector(".page-loading, .spinner, .boot, [aria-busy=true]") && document.fonts.status === "loaded");

const SCREENS: Screen[] = [
  { name: "landing", signedIn: false, open: async (page) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Sign in" }).waitFor();
  } },
  { name: "home", signedIn: true, open: async (page) => {
    await page.goto("/home");
    await page.getByRole("article").first().waitFor();
  } },
  { name: "thread", signedIn: true, open: async (page) => {
    await page.goto(`/post/${threadId}`);
    await page.locator("article[aria-current=true]").waitFor();
  } },
  { name: "notifications", signedIn: true, open: async (page) => {
    await page.goto("/notifications");
    await page.getByRole("heading", { name: "Notifications", level: 1 }).waitFor();
    await page.locator("main li").first().waitFor();
  } },
  { name: "profile", signedIn: true, open: async (page) => {
    await page.goto("/@alice");
    await page.getByRole("heading", { name: "Alice Moreau" }).waitFor();
    await page.getByRole("article").first().waitFor();
  } },
  { name: "editor", signedIn: true, open: async (page) => {
    await page.goto("/home");
    await page.getByRole("article").first().waitFor();
    const phone = (page.viewportSize()?.width ?? 0) < 700;
    const nav = page.getByRole("navigation", { name: phone ? "Shortcuts" : "Main" });
    await nav.getByRole("button", { name: "New post" }).click();
    await page.getByRole("dialog", { name: "New post" }).getByRole("textbox", { name: "What's on your mind?" }).fill("Seedlings are up! #gardening");
  } },
  { name: "search", signedIn: true, open: async (page) => {
    await page.goto("/search?q=garden");
    await page.locator(".search-summary").waitFor();
  } },
  { name: "settings", signedIn: true, open: async (page) => {
    await page.goto("/settings");
    await page.getByRole("group", { name: "Theme" }).waitFor();
  } },
  { name: "subscription", signedIn: true, open: async (page) => {
    await page.goto("/@dana/subscription");
    await page.getByRole("heading", { level: 1 }).waitFor();
  } },
  { name: "image-viewer", signedIn: true, open: async (page) => {
    await page.goto(`/post/${imagePostId}`);
    await page.getByRole("button", { name: /^Open image/ }).first().click();
    await page.getByRole("dialog").locator("img").waitFor();
    await page.getByRole("dialog").locator("img").evaluate((img: HTMLImageElement) => img.decode());
  } },
];

before(async () => {
  h = await startHarness();
  await h.resetDemo();
  await mkdir(DIR, { recursive: true });
  // Alice's seeded choice is light; here she follows the system, so the emulated colour scheme decides.
  await h.apiAs("alice")("POST", "/api/v1/settings/client_config", { "mitra-web": { theme: "system", defaultVisibility: "public" } });
  const home = (await h.apiAs("alice")("GET", "/api/v1/timelines/home?limit=40")).body as {
    id: string;
    replies_count: number;
    media_attachments: { type: string }[];
  }[];
  threadId = (home.find((p) => p.replies_count > 0) ?? home[0]!).id;
  const withImage = home.find((p) => p.media_attachments.some((m) => m.type === "image"));
  assert.ok(withImage, "the seed has a post with an image on alice's home");
  imagePostId = withImage.id;
});
after(async () => {
  await h.close();
});

for (const size of SIZES) {
  for (const theme of THEMES) {
    test(`ten screens at ${size.width} px, ${theme}`, async () => {
      const visitor = await h.newPage();
      const member = await h.newPage();
      await h.signInAs(member, "alice");
      for (const page of [visitor, member]) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
      }
      for (const screen of SCREENS) {
        const page = screen.signedIn ? member : visitor;
        await screen.open(page);
        await settle(page);
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme, screen.name);
        await page.screenshot({ path: `${DIR}/${screen.name}-${size.width}-${theme}.png`, animations: "disabled", caret: "hide" });
      }
    });
  }
}
