// test-seconds: 133
// Live reading: new posts arrive behind a button while home is open, the title counts unread notifications,
// the next page loads near the end, keyboard shortcuts, and offline behaviour. Specs reset the demo first.
import { after, before, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { eventually, fetchCalls, fetchesSettled, nextFrames, startHarness, type Harness } from "./harness";

let h: Harness;
before(async () => {
  h = await startHarness({ staticDir: process.env.E2E_STATIC_DIR });
});
after(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.resetDemo();
});

const POLL_MS = 500;
const entries = (page: Page) => page.locator(".timeline-list > li");

/** Alice on home with a short poll period (timeline and notifications), the first posts shown. */
async function aliceOnHome(): Promise<Page> {
  const page = await h.newPage();
  await page.context().addInitScript((ms) => {
    const g = globalThis as { __MITRA_TIMELINE_POLL_MS__?: number; __MITRA_NOTIFICATION_POLL_MS__?: number };
    g.__MITRA_TIMELINE_POLL_MS__ = ms;
    g.__MITRA_NOTIFICATION_POLL_MS__ = ms;
  }, POLL_MS);
  await h.signInAs(page, "alice");
  await page.locator("article.post-card").first().waitFor();
  return page;
}

test("a post made while home is open waits behind 'new posts'; showing it keeps the reader's post in place", async () => {
  const page = await aliceOnHome();
  const reading = entries(page).nth(6);
  await reading.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  const readingId = await reading.getAttribute("data-entry-id");
  const created = await h.apiAs("bob")("POST", "/api/v1/statuses", { status: "Fresh from the greenhouse", visibility: "public" });
  assert.equal(created.status, 200);

  const button = page.getByRole("button", { name: "1 new post" });
  await button.waitFor({ timeout: POLL_MS * 10 });
  assert.equal(await page.getByText("Fresh from the greenhouse").count(), 0, "not inserted under the reader");
  const topOf = () => page.locator(`[data-entry-id="${readingId}"]`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
  const before = await topOf();
  await button.click();
  await page.locator(`[data-entry-id="${created.body.id}"]`).waitFor({ state: "attached" });
  assert.ok(Math.abs((await topOf()) - before) <= 2, `the reader's post stayed at ${before}, now ${await topOf()}`);
  assert.equal(await entries(page).first().getAttribute("data-entry-id"), created.body.id, "the new post is at the top");
  await button.waitFor({ state: "detached" });
});

test("at the very top a new post appears directly; the title counts unread notifications", async () => {
  const page = await aliceOnHome();
  await page.waitForFunction(() => /^\(\d+\) Home/.test(document.title));
  await page.evaluate(() => window.scrollTo(0, 0));
  const created = await h.apiAs("bob")("POST", "/api/v1/statuses", { status: "Straight to the top", visibility: "public" });
  await page.waitForFunction((id) => document.querySelector(".timeline-list > li")?.getAttribute("data-entry-id") === id, created.body.id, {
    timeout: POLL_MS * 10,
  });
  assert.equal(await page.getByRole("button", { name: /new post/ }).count(), 0);
  await page.getByRole("link", { name: /Notifications/ }).first().click();
  await page.waitForFunction(() => !document.title.startsWith("("));
});

test("home does not poll for new posts while the tab is hidden, not even when the connection returns", async () => {
  const page = await aliceOnHome();
  const HOME = /\/api\/v1\/timelines\/home$/;
  const polled = await fetchesSettled(page, "GET", HOME);
  await eventually(async () => assert.ok((await fetchCalls(page, "GET", HOME)).total > polled, "home polls while visible"));
  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  const before = await fetchesSettled(page, "GET", HOME);
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await page.waitForFunction(() => navigator.onLine);
  // The behaviour under test is time: three poll periods (500 ms each) pass with no request while hidden.
  await page.waitForTimeout(POLL_MS * 3 + 100);
  assert.equal((await fetchCalls(page, "GET", HOME)).total, before, "no requests while hidden");
  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => false });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await eventually(async () => assert.ok((await fetchCalls(page, "GET", HOME)).total > before, "polls again once visible"));
});

test("two reposts of one post in a row show it once, the other reposter named on it", async () => {
  const page = await aliceOnHome();
  await page.evaluate(() => window.scrollTo(0, 0));
  // By someone alice does not follow, so only the two reposts reach her home.
  const post = await h.apiAs("carol")("POST", "/api/v1/statuses", { status: "Ferry timetable changes", visibility: "public" });
  const first = await h.apiAs("dana")("POST", `/api/v1/statuses/${post.body.id}/reblog`);
  const second = await h.apiAs("bob")("POST", `/api/v1/statuses/${post.body.id}/reblog`);
  assert.equal(second.status, 200);
  // At the top, the new entries appear directly: bob's repost, with dana's folded into it.
  const top = page.locator(`[data-entry-id="${second.body.id}"]`);
  await top.waitFor({ timeout: POLL_MS * 10 });
  await top.getByText("Also reposted by").waitFor();
  assert.equal(await page.locator(`[data-entry-id="${first.body.id}"]`).count(), 0, "dana's repost is not shown again");
  assert.equal(await page.getByText("Ferry timetable changes").count(), 1, "the post is shown once");
});

test("scrolling to the end loads the next page without a click; the button stays for keyboards", async () => {
  const page = await aliceOnHome();
  assert.equal(await entries(page).count(), 20);
  await page.getByRole("button", { name: "Show more posts" }).waitFor();
  await entries(page).last().scrollIntoViewIfNeeded();
  // A page's first posts show first and the rest a frame later: the end is where the whole page ends. The list's last
  // item is no steady target now: the window starts following the viewport (a long list), and cards near it grow as
  // their parts come in, so the end is the list's end mark itself.
  await page.waitForFunction(() => document.querySelectorAll(".timeline-list > li").length >= 40);
  await page.locator(".timeline-end").scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelectorAll(".timeline-list > li").length > 40);
});

test("by keyboard, Show more posts keeps the focus while the next page loads", async () => {
  const page = await aliceOnHome();
  const more = page.getByRole("button", { name: "Show more posts" });
  await more.focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelectorAll(".timeline-list > li").length >= 40);
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains("timeline-more")), true, "the focus stays on the button");
});

test("Home pressed on home reloads it; a reload that fails says so over the list it kept, with Try again", async () => {
  const page = await aliceOnHome();
  const first = await entries(page).first().getAttribute("data-entry-id");
  // Until cleared: home's background poll (every POLL_MS here) could otherwise use up a one-time fault before the click.
  await h.injectFault("GET /api/v1/timelines/home", "500", { times: 0 });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  const failure = page.getByRole("alert").filter({ hasText: "The posts could not be loaded" });
  await failure.waitFor();
  assert.equal(await entries(page).first().getAttribute("data-entry-id"), first, "the list stays");
  await h.clearFaults();
  await failure.getByRole("button", { name: "Try again" }).click();
  await failure.waitFor({ state: "detached" });
  await page.getByRole("button", { name: "Show more posts" }).waitFor();
});

test("reading position: kept as the home marker while reading; another device offers to continue there", async () => {
  const page = await aliceOnHome();
  await entries(page).last().scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelectorAll(".timeline-list > li").length > 20);
  const target = entries(page).nth(24);
  const id = (await target.getAttribute("data-entry-id"))!;
  const saved = page.waitForResponse((r) => r.url().includes("/api/v1/markers") && r.request().method() === "POST" && r.ok() && r.request().postData()?.includes(id) === true);
  // The entry just below the sticky header is where the reader is.
  await target.evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 80, behavior: "instant" }));
  await saved;
  const marker = await h.apiAs("alice")("GET", "/api/v1/markers?timeline[]=home");
  assert.equal(marker.body.home?.last_read_id, id, "the server keeps the position");

  const other = await h.newPage();
  await h.signInAs(other, "alice");
  await entries(other).first().waitFor();
  assert.equal(await entries(other).count(), 20, "the saved post is not on the first page");
  // The offer's stylesheet loads with it, and it shows once that is in (never unstyled).
  const offer = other.locator(".reading-position").filter({ has: other.getByRole("button", { name: "Continue where you left off" }) });
  assert.equal(await offer.evaluate((el) => getComputedStyle(el).display), "flex");
  await other.getByRole("button", { name: "Continue where you left off" }).click();
  await other.waitForFunction((want) => (document.activeElement as HTMLElement | null)?.dataset.entryId === want, id);
  const top = await other.locator(`[data-entry-id="${id}"]`).evaluate((el) => el.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 200, `the saved post is at the top of the view (${top})`);
  await other.getByRole("button", { name: "Continue where you left off" }).waitFor({ state: "detached" });

  // Reading from the newest instead: the offer goes and the position stays until the reader scrolls.
  const third = await h.newPage();
  await h.signInAs(third, "alice");
  await third.getByRole("button", { name: "Start from the newest" }).click();
  await third.getByRole("button", { name: "Continue where you left off" }).waitFor({ state: "detached" });
  const newest = await entries(third).first().getAttribute("data-entry-id");
  await third.waitForFunction((want) => (document.activeElement as HTMLElement | null)?.dataset.entryId === want, newest);
});

test("reading position: a page that fails on the way there says so once, and the offer stays for another try", async () => {
  const deep = (await h.apiAs("alice")("GET", "/api/v1/timelines/home?limit=40")).body[35].id;
  await h.apiAs("alice")("POST", "/api/v1/markers", { home: { last_read_id: deep } });
  // The usual poll period (30 s): no poll of home's first page comes between the counts below.
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  const offer = page.getByRole("button", { name: "Continue where you left off" });
  await offer.waitFor();
  await h.injectFault("GET /api/v1/timelines/home", "500", { times: 0 });
  const pages = (await fetchCalls(page, "GET", /^\/api\/v1\/timelines\/home$/)).total;
  await offer.click();
  await page.getByRole("alert").filter({ hasText: "The posts could not be loaded" }).waitFor();
  await fetchesSettled(page, "GET", /^\/api\/v1\/timelines\/home$/, pages + 1);
  await nextFrames(page);
  assert.equal((await fetchCalls(page, "GET", /^\/api\/v1\/timelines\/home$/)).total, pages + 1, "one failed page, not ten");
  assert.equal(await page.getByText("The post where you left off is no longer in your home timeline.").count(), 0);
  await h.clearFaults();
  await offer.click();
  await page.waitForFunction((want) => (document.activeElement as HTMLElement | null)?.dataset.entryId === want, deep);
});

test("keyboard: j and k move between posts, f likes the focused one, ? lists the shortcuts; never while typing", async () => {
  const page = await aliceOnHome();
  // What the keys do loads with the first one pressed: each step waits for focus to arrive where it should.
  const focusOn = (id: string | null) =>
    page.waitForFunction((want) => (document.activeElement as HTMLElement | null)?.dataset.entryId === want, id, { timeout: 5000 });
  await page.keyboard.press("j");
  await focusOn(await entries(page).first().getAttribute("data-entry-id"));
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await focusOn(await entries(page).nth(2).getAttribute("data-entry-id"));
  assert.ok(await entries(page).nth(2).evaluate((el) => el.getBoundingClientRect().top < 200), "scrolled to the focused post");
  await page.keyboard.press("k");
  const second = entries(page).nth(1);
  await focusOn(await second.getAttribute("data-entry-id"));

  const like = second.locator('[data-shortcut="like"]');
  const pressedBefore = await like.getAttribute("aria-pressed");
  await page.keyboard.press("f");
  await page.waitForFunction(
    ([id, before]) => document.querySelector(`[data-entry-id="${id}"] [data-shortcut="like"]`)?.getAttribute("aria-pressed") !== before,
    [await second.getAttribute("data-entry-id"), pressedBefore] as const,
  );

  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await help.waitFor();
  assert.ok(await help.getByText("Next post").isVisible());
  await page.keyboard.press("Escape");
  await help.waitFor({ state: "detached" });

  await page.getByRole("textbox", { name: "What's on your mind?" }).click();
  const editor = page.getByRole("form", { name: "Post editor" });
  await editor.waitFor();
  await page.keyboard.type("jk?");
  assert.equal(await help.count(), 0, "typing in the editor is not a shortcut");
  assert.equal(await editor.getByRole("textbox").first().inputValue(), "jk?");
});

test("keyboard: r on a timeline opens the focused post's thread with its reply editor, ready for typing", async () => {
  const page = await aliceOnHome();
  await page.keyboard.press("j");
  const id = await entries(page).first().getAttribute("data-entry-id");
  await page.waitForFunction((want) => (document.activeElement as HTMLElement | null)?.dataset.entryId === want, id);
  const post = await entries(page).first().locator("article.post-card").getAttribute("data-post-id");
  await page.keyboard.press("r");
  await page.waitForURL(`**/post/${post}`);
  const editor = page.getByRole("textbox", { name: "Write your reply" });
  await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.getAttribute("aria-label") === "Write your reply");
  await page.keyboard.type(" thanks");
  assert.match(await editor.inputValue(), /thanks$/);
});

test("keyboard shortcuts can be turned off in settings", async () => {
  const page = await aliceOnHome();
  await page.goto(`${h.url}/settings`);
  const toggle = page.getByRole("checkbox", { name: /Keyboard shortcuts/ });
  await toggle.uncheck();
  await page.getByRole("link", { name: "Home", exact: true }).click();
  await entries(page).first().waitFor();
  await page.keyboard.press("?");
  await page.keyboard.press("j");
  assert.equal(await page.getByRole("dialog").count(), 0);
  assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest("[data-entry-id]"))), false, "j moved nothing");
});

test("offline: liking says the server could not be reached and the page stays; a banner says so; it goes when back", async () => {
  const page = await aliceOnHome();
  await page.context().setOffline(true);
  await page.getByText("You are offline.").waitFor();
  const first = entries(page).first();
  await first.locator('[data-shortcut="like"]').click();
  await page.getByText("Could not reach the server").waitFor();
  // The message can come before the list has settled (the like's code, not yet downloaded, fails at once): the
  // posts must be there, not an error page.
  await first.waitFor();
  assert.equal(await first.locator('[data-shortcut="like"]').getAttribute("aria-pressed"), "false", "the like was rolled back");

  // A page whose code was never downloaded: a clear message, then the page itself once the connection returns.
  await page.getByRole("link", { name: "Settings" }).first().click();
  await page.getByRole("alert").filter({ hasText: "Could not load this page" }).waitFor();
  await page.context().setOffline(false);
  await page.getByText("You are offline.").waitFor({ state: "detached" });
  await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
});

test("offline: a timeline that could not load says so, then loads by itself when the connection returns", async () => {
  const page = await aliceOnHome();
  // The tag timeline's code is in before the connection goes.
  await page.locator(".timeline-list a[href='/tag/harbour']").first().click();
  await page.getByRole("heading", { name: "#harbour" }).waitFor();
  await entries(page).first().waitFor();
  await page.goBack();
  await page.context().setOffline(true);
  await page.locator(".timeline-list a[href='/tag/rust']").first().click();
  await page.getByRole("alert").filter({ hasText: "The posts could not be loaded" }).waitFor();
  await page.context().setOffline(false);
  await page.locator(".timeline-list article.post-card").first().waitFor();
});

test("on a phone the offline banner sits above the tab bar, not under it", async () => {
  const page = await aliceOnHome();
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = page.locator(".bottom-bar");
  await bar.waitFor();
  await page.context().setOffline(true);
  const banner = page.getByText("You are offline.");
  await banner.waitFor();
  const b = (await banner.boundingBox())!;
  const t = (await bar.boundingBox())!;
  assert.ok(b.y + b.height <= t.y + 1, `banner ends at ${b.y + b.height}, tab bar starts at ${t.y}`);
  const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest(".offline-banner") !== null, [b.x + b.width / 2, b.y + b.height / 2]);
  assert.ok(onTop, "nothing covers the banner");
  await page.context().setOffline(false);
});

test("the signed-in frame's code lost on the way: an error instead of a blank page, then the page once it arrives", async () => {
  const page = await h.newPage();
  const lose = (route: { abort: () => Promise<void> }) => route.abort();
  await page.route(/\/SignedInFrame-[^/]*\.js(\?\d+)?$/, lose);
  await h.signInAs(page, "alice");
  await page.getByRole("alert").filter({ hasText: "Could not load this page" }).waitFor();
  await page.unroute(/\/SignedInFrame-[^/]*\.js(\?\d+)?$/, lose);
  // It retries by itself (after 1, 2 and 4 s while the browser says it is online).
  await page.locator("article.post-card").first().waitFor({ timeout: 15000 });
  assert.equal(await page.getByRole("alert").filter({ hasText: "Could not load this page" }).count(), 0);
});

test("threads: a click on a post's text opens it; the post shows its full date and counts; replies are joined; Back returns", async () => {
  const page = await aliceOnHome();
  const entry = entries(page).first();
  const id = await entry.locator("article.post-card").getAttribute("data-post-id");
  await entry.locator(".post-content").click({ position: { x: 5, y: 5 } });
  await page.waitForURL(new RegExp(`/post/${id}$`));
  const details = page.locator(".thread-details");
  await details.waitFor();
  assert.match(await details.innerText(), /\d{4}/, "the full date, with the year");
  assert.match(await details.innerText(), /repl(y|ies)[\s\S]*repost[\s\S]*like/);
  await page.getByRole("button", { name: "Back" }).click();
  await page.waitForURL(/\/home$/);

  // A thread from the seed: a reply to the entry just above is joined to it; one to an earlier entry is not.
  const { body: all } = await h.apiAs("alice")("GET", "/api/v1/timelines/public?local=false&limit=40");
  const reply = (all as { id: string; in_reply_to_id: string | null; pleroma: { parent_visible: boolean } }[]).find(
    (p) => p.in_reply_to_id && p.pleroma.parent_visible,
  )!;
  const thread = (await h.apiAs("alice")("GET", `/api/v1/statuses/${reply.id}/thread`)).body as { id: string; in_reply_to_id: string | null }[];
  const joined = thread.filter((p, i) => i > 0 && p.in_reply_to_id === thread[i - 1].id);
  const apart = thread.filter((p, i) => i > 0 && p.in_reply_to_id !== thread[i - 1].id);
  assert.ok(joined.length > 0, "the seed thread has a reply right under its parent");
  await page.goto(`${h.url}/post/${reply.id}`);
  await page.locator(".thread").waitFor();
  for (const p of joined) await page.locator(`.thread-entry.connected[data-thread-id="${p.id}"]`).waitFor();
  for (const p of apart) assert.equal(await page.locator(`.thread-entry.connected[data-thread-id="${p.id}"]`).count(), 0);
});

test("image viewer: ALT badge, the description shown, zoom by keys, buttons, Ctrl+wheel and pinch, swipe and arrows, open original, Escape", async () => {
  const page = await aliceOnHome();
  let post: { id: string; content: string } | undefined;
  for (let url = "/api/v1/timelines/public?local=false&limit=40", i = 0; !post && i < 10; i++) {
    const batch = (await h.apiAs("alice")("GET", url)).body as { id: string; content: string }[];
    post = batch.find((p) => p.content.includes("Fishing boats at first light"));
    url = `/api/v1/timelines/public?local=false&limit=40&max_id=${batch.at(-1)?.id}`;
  }
  assert.ok(post, "the seed has the fishing boats post");
  await page.goto(`${h.url}/post/${post.id}`);
  const card = page.locator(`article.post-card[data-post-id="${post.id}"]`);
  const first = card.getByRole("button", { name: /^Open image: Fishing boats/ });
  await first.waitFor();
  assert.equal(await card.locator(".post-image[data-alt-badge='ALT']").count(), 2, "both images have a description");
  await first.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Image 1 of 2" });
  await dialog.waitFor();
  await dialog.locator(".lightbox-alt").filter({ hasText: /Fishing boats/ }).waitFor();
  const original = dialog.getByRole("link", { name: "Open original" });
  assert.equal(await original.getAttribute("href"), await dialog.locator("img").getAttribute("src"));
  assert.equal(await original.getAttribute("target"), "_blank");

  const zoomOut = dialog.getByRole("button", { name: "Zoom out" });
  assert.ok(await zoomOut.isDisabled(), "not zoomed yet");
  const middle = async () => {
    const box = (await dialog.locator("img").boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const before = await middle();
  await page.keyboard.press("+");
  await dialog.locator(".lightbox-frame.zoomed").waitFor();
  const after = await middle();
  assert.ok(Math.abs(after.x - before.x) < 2 && Math.abs(after.y - before.y) < 2, `a zoomed image that still fits grows in place (${JSON.stringify([before, after])})`);
  await zoomOut.click();
  await dialog.locator(".lightbox-frame:not(.zoomed)").waitFor();
  await dialog.getByRole("button", { name: "Zoom in" }).click();
  await dialog.locator(".lightbox-frame.zoomed").waitFor();
  await page.keyboard.press("0");
  await dialog.locator(".lightbox-frame:not(.zoomed)").waitFor();

  // An ordinary wheel is left to scroll; Ctrl+wheel (a trackpad pinch sends ctrlKey too) zooms, and only it is kept
  // from the browser's page zoom.
  const frame1 = dialog.locator(".lightbox-frame");
  const centre = (await frame1.boundingBox())!;
  await page.mouse.move(centre.x + centre.width / 2, centre.y + centre.height / 2);
  await page.evaluate(() => {
    const seen: boolean[] = ((window as unknown as { wheels: boolean[] }).wheels = []);
    window.addEventListener("wheel", (e) => seen.push(e.defaultPrevented));
  });
  const wheels = () => page.evaluate(() => (window as unknown as { wheels: boolean[] }).wheels);
  await page.mouse.wheel(0, -200);
  await page.waitForFunction(() => (window as unknown as { wheels: boolean[] }).wheels.length === 1);
  await nextFrames(page);
  assert.equal(await dialog.locator(".lightbox-frame.zoomed").count(), 0, "a plain wheel does not zoom");
  assert.deepEqual(await wheels(), [false], "a plain wheel is not prevented");
  await page.keyboard.down("Control");
  await page.mouse.wheel(0, -200);
  await dialog.locator(".lightbox-frame.zoomed").waitFor();
  assert.equal((await wheels()).at(-1), true, "Ctrl+wheel does not zoom the page");
  await page.mouse.wheel(0, 400);
  await page.keyboard.up("Control");
  await dialog.locator(".lightbox-frame:not(.zoomed)").waitFor();

  // Two pointers moving apart on the frame zoom in by their spread; moving together zooms back out. The frame
  // takes touches itself (touch-action: none), so a real pinch reaches it instead of zooming the page.
  assert.equal(await frame1.evaluate((el) => getComputedStyle(el).touchAction), "none");
  const pinch = (from: number, to: number) =>
    frame1.evaluate(
      (el, [from, to]) => {
        const r = el.getBoundingClientRect();
        const fire = (type: string, id: number, half: number) =>
          el.dispatchEvent(
            new PointerEvent(type, { pointerId: id, pointerType: "touch", isPrimary: id === 1, bubbles: true, clientX: r.x + r.width / 2 + (id === 1 ? -half : half), clientY: r.y + r.height / 2 }),
          );
        fire("pointerdown", 1, from);
        fire("pointerdown", 2, from);
        for (let i = 1; i <= 5; i++) for (const id of [1, 2]) fire("pointermove", id, from + ((to - from) * i) / 5);
        fire("pointerup", 1, to);
        fire("pointerup", 2, to);
      },
      [from, to],
    );
  const zoomOf = () => dialog.locator("img").evaluate((el) => Number(el.style.zoom || 1));
  await pinch(40, 100);
  await dialog.locator(".lightbox-frame.zoomed").waitFor();
  assert.ok(Math.abs((await zoomOf()) - 2.5) < 0.01, `pinched to 2.5× (${await zoomOf()})`);
  assert.equal(await page.getByRole("dialog", { name: "Image 1 of 2" }).count(), 1, "a pinch is not a swipe");
  await pinch(100, 40);
  await dialog.locator(".lightbox-frame:not(.zoomed)").waitFor();

  await page.keyboard.press("ArrowRight");
  await page.getByRole("dialog", { name: "Image 2 of 2" }).waitFor();
  const frame = page.getByRole("dialog").locator(".lightbox-frame");
  const box = (await frame.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 - 100, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 100, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await page.getByRole("dialog", { name: "Image 1 of 2" }).waitFor();
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
});
