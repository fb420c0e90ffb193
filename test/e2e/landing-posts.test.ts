// test-seconds: 30
// Issue 23 item 6: the landing page shows a few of the instance's public posts, below the sign-in card, when the
// instance lets visitors read them. They need the sanitiser and the post card, so they load only when their
// section is scrolled into view (or its button is pressed), never in the first load. On both demo flavours.
// Issue 20: the section's own code loads only when its place nears the screen, so a phone's first load has none of it.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Page } from "playwright-core";

import { axeOn, COLOUR_RULES } from "./axe";
import { eventually, startHarness, type Harness } from "./harness";

const TITLE = "Recent public posts";
/** What only the posts bring: the sanitiser, their own chunk, the timeline request. */
const POSTS_FILES = /\/sanitize-[^/]+\.js$|\/PublicPosts-[^/]+\.js$|\/api\/v1\/timelines\/public$/;
const SECTION_FILE = /\/PublicPostsSection-[^/]+\.js$/;

/**
 * Opens the landing page on a phone and records every request path from the start. The window is short (400 px):
 * on the plain Mastodon flavour the page above the section is only ~545 px tall, so in a taller window the section
 * is in view as it appears and (by design) offers its button instead of loading when scrolled to.
 */
async function openLanding(h: Harness, setup?: (page: Page) => Promise<unknown>): Promise<{ page: Page; requested: string[] }> {
  const page = await h.newPage();
  await page.setViewportSize({ width: 320, height: 400 });
  const requested: string[] = [];
  page.on("request", (r) => requested.push(new URL(r.url()).pathname));
  await setup?.(page);
  await page.goto("/");
  await page.getByRole("heading", { level: 1, name: "Tidepool" }).waitFor();
  return { page, requested };
}

const section = (page: Page) => page.locator("section.landing-public");

for (const flavor of ["mitra", "mastodon"] as const) {
  describe(`public posts on the landing page (${flavor} flavour)`, () => {
    let h: Harness;
    before(async () => {
      h = await startHarness({ flavor });
      await h.resetDemo();
    });
    after(async () => {
      await h?.close();
    });

    test("they load when scrolled to, not in the first load; a visitor's cards offer no action that needs an account", async () => {
      const { page, requested } = await openLanding(h);
      // Both forms in place and the page loaded: the section's place waits below the fold, with none of its code.
      await page.getByRole("textbox", { name: "Your server" }).waitFor();
      await page.waitForLoadState("networkidle");
      assert.deepEqual(requested.filter((p) => POSTS_FILES.test(p) || SECTION_FILE.test(p)), [], "the first load fetches neither the section, the sanitiser nor the posts");
      assert.equal(await section(page).count(), 0);
      // The precondition of "scrolled to": the section's place is below the fold and beyond the observers' 100 px margin.
      const below = await page.evaluate(() => document.querySelector(".landing-public-place")!.getBoundingClientRect().top - window.innerHeight);
      assert.ok(below > 100, `the section's place is ${below} px below the fold`);

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole("heading", { level: 2, name: TITLE }).waitFor();
      const cards = section(page).locator("article.post-card");
      await cards.first().waitFor();
      const count = await cards.count();
      assert.ok(count >= 1 && count <= 5, `${count} posts`);
      await eventually(() => assert.ok(requested.some((p) => /\/sanitize-[^/]+\.js$/.test(p)), "the sanitiser comes with the posts"));
      // The post's text is shown (through the sanitiser).
      await eventually(async () => assert.ok(((await cards.first().locator(".post-content").textContent()) ?? "").trim().length > 0));
      const actions = section(page).getByRole("button", { name: /^(Reply|Repost|Like|Bookmark)$/ });
      assert.equal(await actions.count(), 0);
      assert.equal(await section(page).getByRole("link", { name: "More on the local timeline" }).getAttribute("href"), "/local");
      assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 320, "no sideways scrolling at 320 px");
      assert.deepEqual(await axeOn(page), []);
      await page.emulateMedia({ colorScheme: "dark" });
      assert.deepEqual(await axeOn(page, COLOUR_RULES), [], "dark theme");
    });

    test("a server that keeps its timeline from visitors shows no section and no error", async () => {
      const { page, requested } = await openLanding(h, (p) =>
        p.route(/\/api\/v1\/timelines\/public/, (route) =>
          route.fulfill({ status: 422, contentType: "application/json", body: JSON.stringify({ error: "This method requires an authenticated user" }) }),
        ),
      );
      await page.getByRole("textbox", { name: "Your server" }).waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await eventually(() => assert.ok(requested.some((p) => p === "/api/v1/timelines/public")));
      await section(page).waitFor({ state: "detached" });
      assert.equal(await page.getByRole("alert").count(), 0);
    });
  });
}

describe("public posts on the landing page: when and how", () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
    await h.resetDemo();
  });
  after(async () => {
    await h?.close();
  });

  test("an instance that does not let visitors read its local timeline gets no section and is not asked", async () => {
    const { page, requested } = await openLanding(h, (p) =>
      p.route(/\/api\/v1\/instance$/, async (route) => {
        const answer = await route.fetch();
        const instance = (await answer.json()) as Record<string, unknown>;
        await route.fulfill({ response: answer, json: { ...instance, allow_unauthenticated: { timeline_local: false } } });
      }),
    );
    await page.getByRole("textbox", { name: "Username" }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The section's own chunk has arrived and decided: nothing is shown, nothing asked.
    await eventually(() => assert.ok(requested.some((p) => SECTION_FILE.test(p))));
    await page.waitForLoadState("networkidle");
    assert.equal(await section(page).count(), 0);
    assert.deepEqual(requested.filter((p) => POSTS_FILES.test(p)), []);
  });

  test("on a wide screen the keyboard reaches them: Tab leads into the section, below the fold", async () => {
    const { page, requested } = await openLanding(h, (p) => p.setViewportSize({ width: 1280, height: 800 }));
    await page.getByRole("textbox", { name: "Username" }).waitFor();
    await page.waitForLoadState("load");
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    assert.deepEqual(requested.filter((p) => SECTION_FILE.test(p)), [], "nothing of the section before a key or a scroll");
    // Tab through the page's controls until the focus is in the section (its button, or its heading once the button,
    // scrolled into view as it took the focus, made way for the posts): a bounded number of presses.
    const inSection = () => page.evaluate(() => Boolean(document.activeElement?.closest("section.landing-public")));
    // A Tab the page hears fetches the section (its code and stylesheet); the next ones move through the page to it.
    await eventually(async () => {
      await page.keyboard.press("Tab");
      assert.equal(await section(page).count(), 1);
    });
    let reached = await inSection();
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await inSection();
    }
    assert.ok(reached, "the focus reaches the section by Tab");
    await section(page).locator("article.post-card").first().waitFor();
    assert.ok(await inSection(), "the focus stays in the section as the posts come");
  });

  test("without IntersectionObserver the button shows them, and the focus stays in the section", async () => {
    const { page } = await openLanding(h, (p) => p.addInitScript(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver));
    const button = page.getByRole("button", { name: "Show recent public posts" });
    await button.click();
    await section(page).locator("article.post-card").first().waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), TITLE);
  });
});
