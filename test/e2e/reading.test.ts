// test-seconds: 136
// Reading: timelines, paging, the post card's actions for each role, polls, reactions, IPFS, the lightbox by
// keyboard, the thread view (hidden parent, missing post) and scroll restore. Specs that change state reset first.
import { after, before, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { eventually, fetchCalls, fetchesSettled, nextFrames, recordAtPointerDown, startHarness, waitForStillLayout, type Harness } from "./harness";

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

/** The id of the first post of `user`'s view of a timeline whose text contains `text`. */
async function findPost(text: string, path = "/api/v1/timelines/public?local=false&limit=40", user = "admin"): Promise<{ id: string; [k: string]: any }> {
  for (let url = path, i = 0; i < 10; i++) {
    const { body } = await h.apiAs(user)("GET", url);
    const hit = (body as any[]).find((p) => (p.reblog ?? p).content.includes(text));
    if (hit) return hit.reblog ?? hit;
    const last = (body as any[]).at(-1);
    if (!last) break;
    url = `${path}&max_id=${last.id}`;
  }
  throw new Error(`no post with ${text}`);
}

const card = (page: Page, text: string) => page.locator("article.post-card").filter({ hasText: text }).first();

async function signedIn(username: string, path = "/home", waitForPosts = true): Promise<Page> {
  const page = await h.newPage();
  await h.signInAs(page, username);
  if (path !== "/home") await page.goto(`${h.url}${path}`);
  if (waitForPosts) await page.locator("article.post-card").first().waitFor();
  return page;
}

test("home: posts, the composer for posters, next page by max_id, failed next page keeps the list", async () => {
  const page = await signedIn("alice");
  assert.ok((await page.locator(".timeline-list > li").count()) >= 20);
  const more = page.getByRole("button", { name: "Show more posts" });
  // Until cleared: reaching the button also brings the end of the list into view, which loads on its own.
  await h.injectFault("GET /api/v1/timelines/home", "500", { times: 0 });
  const pages = (await fetchCalls(page, "GET", /^\/api\/v1\/timelines\/home$/)).total;
  await more.click();
  await fetchesSettled(page, "GET", /^\/api\/v1\/timelines\/home$/, pages + 1);
  await nextFrames(page);
  assert.equal(await page.locator(".timeline-list > li").count(), 20, "the list stays as it was");
  assert.ok(await more.isEnabled());
  const failure = page.getByRole("alert").filter({ hasText: "The posts could not be loaded" });
  await failure.waitFor();
  await h.clearFaults();
  await more.click();
  await page.waitForFunction(() => document.querySelectorAll(".timeline-list > li").length > 20);
  await failure.waitFor({ state: "detached" });
});

test("read-only user gets the welcome note with a directory link", async () => {
  const page = await signedIn("grace", "/home", false);
  await page.getByText("Your account is read-only").waitFor();
  await page.getByRole("link", { name: "Browse the profile directory" }).click();
  await page.waitForURL(/profile-directory/);
});

test("local and tag timelines for visitors, with external links for remote authors", async () => {
  const page = await h.newPage();
  // Like a person: from the landing page's Explore link (a cold deep link to /local is the router's concern).
  await page.goto(`${h.url}/`);
  await page.getByRole("link", { name: "Explore" }).click();
  await page.getByRole("heading", { name: "Local" }).waitFor();
  await page.locator("article.post-card").first().waitFor();
  assert.equal(await page.getByRole("button", { name: "Like" }).count(), 0, "visitors cannot like");
  await page.goto(`${h.url}/tag/ferns`);
  await page.getByRole("heading", { name: "#ferns" }).waitFor();
  const fern = card(page, "tree ferns");
  await fern.waitFor();
  const author = fern.locator(".post-author");
  assert.equal(await author.getAttribute("target"), "_blank");
  assert.match((await author.getAttribute("href"))!, /^https?:\/\//);
  await page.goto(`${h.url}/tag/no-such-tag-anywhere`);
  await page.getByText("No posts found").waitFor();
});

test("federated and bookmarks timelines", async () => {
  const page = await signedIn("alice", "/federated");
  await page.getByRole("heading", { name: "Federated" }).waitFor();
  await page.goto(`${h.url}/bookmarks`);
  await page.getByRole("heading", { name: "Bookmarks" }).waitFor();
  await page.waitForFunction(() => document.querySelector(".timeline-list > li, .empty"));
});

test("like, repost and bookmark toggle and persist; rapid likes send only the final intent", async () => {
  const post = await findPost("Fiddleheads are the best");
  const page = await signedIn("bob", `/post/${post.id}`);
  const c = card(page, "Fiddleheads");
  await c.getByRole("button", { name: /^Like / }).click();
  await c.getByRole("button", { name: /^Unlike / }).waitFor();
  await c.getByRole("button", { name: /^Repost/ }).click();
  await c.getByRole("button", { name: /^Undo repost/ }).waitFor();
  await c.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Bookmark" }).click();
  await page.getByRole("menuitem", { name: "Remove bookmark" }).waitFor();
  await page.keyboard.press("Escape");
  await eventually(async () => {
    const { body } = await h.apiAs("bob")("GET", `/api/v1/statuses/${post.id}`);
    assert.equal(body.favourited, true);
    assert.equal(body.reblogged, true);
    assert.equal(body.bookmarked, true);
  });
  const likesBefore = (await fetchCalls(page, "POST", /\/(un)?favourite$/)).total;
  // Three quick taps: like is on, so unlike → like → unlike ends off.
  // The like button's name carries its visible count: "Like 0 likes", "Unlike 1 like".
  const like = c.getByRole("button", { name: /^(Unlike|Like) \d+ likes?$/ });
  await like.click();
  await like.click();
  await like.click();
  await c.getByRole("button", { name: /^Like / }).waitFor();
  // Every request the taps caused has finished; the final intent (off) is what the server holds.
  await fetchesSettled(page, "POST", /\/(un)?favourite$/, likesBefore + 1);
  assert.equal((await h.apiAs("bob")("GET", `/api/v1/statuses/${post.id}`)).body.favourited, false);
});

test("author: pin, IPFS save then gateway link, delete with confirmation", async () => {
  const own = await findPost("allotment watering scheduler", "/api/v1/timelines/public?local=true&limit=40", "alice");
  const page = await signedIn("alice", `/post/${own.id}`);
  const c = card(page, "watering scheduler");
  await c.getByRole("link", { name: "Saved to IPFS" }).waitFor();
  const intro = await findPost("Hi! I'm Alice", "/api/v1/timelines/public?local=true&limit=40", "alice");
  await page.goto(`${h.url}/post/${intro.id}`);
  const ic = card(page, "Hi! I'm Alice");
  await ic.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Save to IPFS" }).click();
  await ic.getByRole("link", { name: "Saved to IPFS" }).waitFor();
  assert.match((await ic.getByRole("link", { name: "Saved to IPFS" }).getAttribute("href"))!, /^https:\/\/ipfs\.io\/ipfs\//);
  await ic.getByRole("button", { name: "More" }).click();
  const pinItem = page.getByRole("menuitem", { name: /Featured/ });
  const pinText = await pinItem.textContent();
  await pinItem.click();
  await eventually(async () =>
    assert.equal((await h.apiAs("alice")("GET", `/api/v1/statuses/${intro.id}`)).body.pinned, pinText === "Add to Featured"),
  );
  await ic.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Delete post" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete post" }).click();
  await page.getByText("Post deleted").waitFor();
  assert.equal(await card(page, "Hi! I'm Alice").count(), 0);
  assert.equal((await h.apiAs("alice")("GET", `/api/v1/statuses/${intro.id}`)).status, 404);
});

test("other user: mute author from the menu; no author actions", async () => {
  const post = await findPost("Fiddleheads are the best");
  const page = await signedIn("alice", `/post/${post.id}`);
  const c = card(page, "Fiddleheads");
  await c.getByRole("button", { name: "More" }).click();
  for (const name of ["Edit post", "Delete post", "Save to IPFS", "Copy object ID"]) {
    assert.equal(await page.getByRole("menuitem", { name }).count(), 0, name);
  }
  await page.getByRole("menuitem", { name: "Mute author" }).click();
  await page.getByText(/is muted/).waitFor();
});

test("admin: copy object ID, load replies after the reload hint, delete someone else's post", async () => {
  const post = await findPost("Fiddleheads are the best");
  const page = await signedIn("admin", `/post/${post.id}`);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const c = card(page, "Fiddleheads");
  await c.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Copy object ID" }).click();
  await page.getByText("Object ID copied").waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), post.uri);
  await c.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Load replies" }).click();
  await page.getByText("Reload the page in a few minutes").waitFor();
  await c.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Delete post (admin)" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete post (admin)" }).click();
  await page.getByText("Post deleted").waitFor();
  assert.equal((await h.apiAs("admin")("GET", `/api/v1/statuses/${post.id}`)).status, 404);
});

test("poll: vote with a radio button; the poll shows the server's results", async () => {
  const post = await findPost("What should the makerspace build next?");
  const page = await signedIn("bob", `/post/${post.id}`);
  const c = card(page, "What should the makerspace build next?");
  const vote = c.getByRole("button", { name: "Vote" });
  assert.equal(await vote.isDisabled(), true, "needs an option");
  await c.getByRole("radio", { name: "A community seed library" }).check();
  await vote.click();
  await c.locator(".poll-results").waitFor();
  const { body } = await h.apiAs("bob")("GET", `/api/v1/statuses/${post.id}`);
  assert.deepEqual(body.poll.own_votes, [1]);
});

test("poll by keyboard: a refused vote leaves the focus on Vote and the choice in place", async () => {
  const post = await findPost("What should the makerspace build next?");
  const page = await signedIn("bob", `/post/${post.id}`);
  const c = card(page, "What should the makerspace build next?");
  await c.getByRole("radio", { name: "A community seed library" }).check();
  await h.injectFault("POST /api/v1/polls/{poll_id}/votes", "500");
  const vote = c.getByRole("button", { name: "Vote" });
  await vote.focus();
  await page.keyboard.press("Enter");
  await page.locator(".notice.error").waitFor();
  await h.clearFaults();
  assert.equal(await vote.evaluate((el) => el === document.activeElement), true, "the focus stays on Vote");
  assert.equal(await c.getByRole("radio", { name: "A community seed library" }).isChecked(), true);
  // Enter again sends the vote; the results take the focus the Vote button had.
  await page.keyboard.press("Enter");
  await c.locator(".poll-results").waitFor();
  await page.waitForFunction(() => document.activeElement?.matches(".poll-results"));
});

test("poll by keyboard: See results puts the focus on the results", async () => {
  const post = await findPost("What should the makerspace build next?");
  const page = await signedIn("bob", `/post/${post.id}`);
  const c = card(page, "What should the makerspace build next?");
  await c.getByRole("button", { name: "See results" }).focus();
  await page.keyboard.press("Enter");
  await c.locator(".poll-results").waitFor();
  await page.waitForFunction(() => document.activeElement?.matches(".poll-results"));
});

test("poll far down a profile: its code comes as the post nears the screen, then the vote works", async () => {
  const page = await h.newPage();
  await page.setViewportSize({ width: 412, height: 915 });
  const asked: string[] = [];
  // The profile's own requests (signing in shows home first, which may ask for parts of its own).
  page.on("request", (r) => {
    const part = /\/(PollView|QuotedPosts)-[^/]*\.js$/.exec(r.url());
    if (part && page.url().endsWith("/@alice")) asked.push(part[1]);
  });
  await h.signInAs(page, "bob");
  await page.goto(`${h.url}/@alice`);
  // Her first screen is her header: her poll (8th post) and her quote (17th) are over a screen below it.
  const c = card(page, "What should the makerspace build next?");
  await c.waitFor({ state: "attached" });
  await nextFrames(page);
  assert.equal(asked.join(), "", "no poll or quote code with the page");
  assert.equal(await c.locator(".post-poll").count(), 0, "the card shows without its poll meanwhile");
  await c.scrollIntoViewIfNeeded();
  await c.getByRole("radio", { name: "A community seed library" }).check();
  assert.ok(asked.includes("PollView"), "the poll's code came as its post neared the screen");
  await c.getByRole("button", { name: "Vote" }).click();
  await c.locator(".poll-results").waitFor();
  const post = await findPost("What should the makerspace build next?");
  assert.deepEqual((await h.apiAs("bob")("GET", `/api/v1/statuses/${post.id}`)).body.poll.own_votes, [1]);
});

test("reactions: pick an emoji, then toggle it off from the row", async () => {
  const post = await findPost("Fiddleheads are the best");
  const page = await signedIn("bob", `/post/${post.id}`);
  const c = card(page, "Fiddleheads");
  await c.getByRole("button", { name: "React with emoji" }).click();
  await page.getByRole("dialog", { name: /emoji/i }).getByRole("button").first().click();
  const mine = c.locator(".post-reactions button[aria-pressed='true']");
  await mine.waitFor();
  const reactionsOf = async () => (await h.apiAs("bob")("GET", `/api/v1/statuses/${post.id}`)).body.pleroma.emoji_reactions as { me: boolean }[];
  await eventually(async () => assert.ok((await reactionsOf()).some((r) => r.me)));
  // A pick closes the picker.
  await page.getByRole("dialog", { name: /emoji/i }).waitFor({ state: "detached" });
  await mine.click();
  await eventually(async () => assert.ok(!(await reactionsOf()).some((r) => r.me)));
  // The chip went with the only reaction; the focus did not fall to the page but moved to the react button.
  await mine.waitFor({ state: "detached" });
  await page.waitForFunction(() => document.activeElement?.matches(".post-react > button"));
});

test("lightbox: open by keyboard, move with arrows, close with Escape (focus returns)", async () => {
  const post = await findPost("Fishing boats at first light");
  const page = await signedIn("alice", `/post/${post.id}`);
  const c = card(page, "Fishing boats");
  const first = c.getByRole("button", { name: /^Open image: Fishing boats/ });
  await first.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Image 1 of 2" });
  await dialog.waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === "Close image");
  await page.keyboard.press("ArrowRight");
  await page.getByRole("dialog", { name: "Image 2 of 2" }).waitFor();
  assert.equal(await page.getByRole("dialog").locator("img").getAttribute("alt"), "A fisherman coiling rope on deck");
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), await first.getAttribute("aria-label"));
});

test("sensitive images are hidden until revealed", async () => {
  const post = await findPost("gutting tables");
  const page = await signedIn("alice", `/post/${post.id}`);
  const c = card(page, "gutting tables");
  await c.getByRole("button", { name: "Sensitive content: show" }).click();
  await c.getByRole("button", { name: "Hide image" }).waitFor();
});

test("thread: highlights the chosen post, marks a hidden parent, and says when a post is missing", async () => {
  const reply = await findPost("I'll bring the wheel truing stand");
  const page = await signedIn("alice", `/post/${reply.id}`);
  await page.locator("article.post-card.highlighted").filter({ hasText: "truing stand" }).waitFor();
  assert.ok((await page.locator(".thread > li").count()) >= 3);
  // Lena's reply to Carol's followers-only question: Alice does not follow Carol, so the parent is hidden.
  const { body: all } = await h.apiAs("alice")("GET", "/api/v1/timelines/public?local=false&limit=40");
  const orphan = (all as any[]).find((p) => p.in_reply_to_id && p.pleroma.parent_visible === false);
  assert.ok(orphan, "the seed has a reply whose parent alice cannot see");
  await page.goto(`${h.url}/post/${orphan.id}`);
  await page.getByText("Post is not available").waitFor();
  await page.goto(`${h.url}/post/00000000-0000-0000-0000-000000000000`);
  await page.getByText("Post not found").waitFor();
});

test("returning to home restores the loaded posts and the scroll position without a request", async () => {
  const page = await signedIn("alice");
  await page.getByRole("button", { name: "Show more posts" }).click();
  await page.waitForFunction(() => document.querySelectorAll(".timeline-list > li").length > 20);
  // The 16th entry, scrolled to in one step (as a reader's scroll is), while the window starts following the viewport
  // as the list grows past a page.
  const id = await page.evaluate(() => {
    const li = document.querySelectorAll<HTMLElement>(".timeline-list > li")[15]!;
    li.scrollIntoView({ block: "center" });
    window.scrollBy(0, 50);
    return li.dataset.entryId!;
  });
  const selector = `[data-entry-id="${id}"]`;
  const target = page.locator(selector);
  // Cards above the viewport render after the scroll and the browser shifts the offset to keep them still; the
  // reader clicks a page at rest.
  await waitForStillLayout(page, selector);
  const count = await page.locator(".timeline-list > li").count();
  const atClick = await recordAtPointerDown(page, selector);
  let homeRequests = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/v1/timelines/home")) homeRequests++;
  });
  await target.locator(".post-time").click();
  await page.waitForURL(/\/post\//);
  await page.locator(".thread").waitFor();
  const before = await atClick();
  await page.goBack();
  await page.waitForURL(/\/home$/);
  await page.locator(selector).waitFor();
  await waitForStillLayout(page, selector);
  const afterBack = await page.evaluate((selector) => {
    const li = document.querySelector<HTMLElement>(selector)!;
    return { top: Math.round(li.getBoundingClientRect().top), count: document.querySelectorAll(".timeline-list > li").length };
  }, selector);
  assert.equal(afterBack.count, count);
  // The same post under the reader's eye, within one post (user-expectations §1.1).
  const height = await page.locator(selector).evaluate((el) => el.getBoundingClientRect().height);
  assert.ok(Math.abs(afterBack.top - before.top) <= Math.min(height, 160), `moved from ${before.top} to ${afterBack.top}`);
  assert.equal(homeRequests, 0);
});

test("an invalid token on home returns to the landing page", async () => {
  const page = await signedIn("bob");
  await fetch(`${h.url}/__test__/tokens/expire`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username: "bob" }) });
  await page.goto(`${h.url}/home`);
  await page.waitForURL((url) => url.pathname === "/");
});
