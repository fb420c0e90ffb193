// test-seconds: 51
// Notifications: every type's text, grouping, dismiss, "show more", and the unread badge (counting, clearing on
// opening, rising when the server makes a new one). Changes server state: each test resets first.
import { after, before, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { eventually, nextFrames, startHarness, type Harness } from "./harness";

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

/** Signed in, with the notification poll shortened to `pollMs` (a test hook, not a setting). */
async function signedIn(username: string, pollMs?: number): Promise<Page> {
  const page = await h.newPage();
  if (pollMs) await page.context().addInitScript((ms) => ((globalThis as { __MITRA_NOTIFICATION_POLL_MS__?: number }).__MITRA_NOTIFICATION_POLL_MS__ = ms), pollMs);
  await h.signInAs(page, username);
  await page.getByRole("navigation", { name: "Main" }).waitFor();
  return page;
}

async function openNotifications(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Notifications/ }).click();
  await page.waitForURL(/\/notifications$/);
  await page.getByRole("list", { name: "Notifications" }).getByRole("listitem").first().waitFor();
}

const groups = (page: Page) => page.getByRole("list", { name: "Notifications" }).locator(":scope > li");
const lineIn = (page: Page, actor: string, text: string) =>
  page.locator(".notification-line").filter({ has: page.locator(".notification-actor", { hasText: actor }) }).filter({ hasText: text });
/** The action line of `actor` saying `text`. */
const line = (page: Page, actor: string, text: string) => page.getByRole("list", { name: "Notifications" }).locator(lineIn(page, actor, text));
/** The group holding that action line. */
const groupOf = (page: Page, actor: string, text: string) => groups(page).filter({ has: lineIn(page, actor, text) });
const badge = (page: Page) => page.getByRole("navigation", { name: "Main" }).locator(".badge");

async function notify(to: string, type: string, from: string, statusId?: string) {
  const response = await fetch(`${h.url}/__test__/notify`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ to, type, from, status_id: statusId }),
  });
  assert.equal(response.status, 200, await response.text());
}

test("each notification type has its own text; posts show as post cards, the rest as account cards", async () => {
  await notify("alice", "moderation_warning", "admin");
  await notify("alice", "payment_anonymous", "frank");
  await notify("alice", "admin.report", "grace"); // Mastodon's, for moderators
  await notify("alice", "pleroma:chat_mention", "frank"); // a type this client does not know
  const page = await signedIn("alice");
  await openNotifications(page);
  const item = (actor: string, text: string) => groupOf(page, actor, text);
  const expectations: [string, string, "post" | "account"][] = [
    ["Eve (wallet)", "followed you", "account"],
    ["Alice (old account)", "followed you", "account"],
    ["Nomad Relay", "sent you a follow request", "account"],
    ["Bob Lindqvist", "replied to your post", "post"],
    ["Marco", "mentioned you", "post"],
    ["Bob Lindqvist", "liked your post", "post"],
    ["Lena Fischer", "reacted to your post", "post"],
    ["Lena Fischer", "reposted your post", "post"],
    ["Bob Lindqvist", "paid for subscription", "account"],
    ["Dana Okafor", "subscription expired", "account"],
    ["Grace", "is no longer a subscriber", "account"],
    ["Marco", "moved to a new instance", "account"],
    ["Tidepool Admin", "sent you a moderation warning", "account"],
    ["Frank", "received an anonymous payment", "account"],
    ["Grace", "filed a report", "account"],
    ["Frank", "sent you a notification", "account"],
  ];
  for (const [actor, text, body] of expectations) {
    const entry = item(actor, text).first();
    assert.ok(await entry.isVisible(), `${actor} ${text}`);
    // The actor links to the profile.
    assert.ok(await entry.getByRole("link", { name: actor, exact: true }).first().isVisible(), `${actor} link`);
    if (body === "post") assert.equal(await entry.getByRole("article").count(), 1, `${text}: one post card`);
    else {
      assert.equal(await entry.getByRole("article").count(), 0, `${text}: no post card`);
      assert.ok(await entry.locator(".account-card time").isVisible(), `${text}: account card with date`);
    }
  }
  assert.ok(await item("Tidepool Admin", "moderation warning").getByText("A post of yours was removed by a moderator.").isVisible());
  // Reactions show the emoji itself: a unicode one as text, a custom one as its image.
  assert.ok(await line(page, "Lena Fischer", "reacted").locator(".reaction-emoji", { hasText: "❤️" }).isVisible());
  assert.ok(await line(page, "Dana Okafor", "reacted").getByRole("img", { name: ":blobcat:" }).isVisible());
  // The follow request leads to the requests page.
  await item("Nomad Relay", "follow request").getByRole("link", { name: "View follow requests" }).click();
  await page.waitForURL(/\/follow-requests$/);

  const admin = await signedIn("admin");
  await openNotifications(admin);
  for (const name of ["Grace", "Eve (wallet)", "Frank"]) {
    assert.ok(await line(admin, name, "signed up").isVisible(), `${name} signed up`);
  }
});

test("consecutive notifications about the same post are grouped: every action line, then the post once", async () => {
  const page = await signedIn("alice");
  await openNotifications(page);
  // Bob liked, Lena and Dana reacted to the pinned post, one after another.
  const group = groupOf(page, "Bob Lindqvist", "liked your post");
  assert.equal(await group.count(), 1);
  assert.equal(await group.locator(".notification-line").count(), 3);
  assert.equal(await group.getByRole("article").count(), 1);
  const lines = await group.locator(".notification-line .notification-actor").allTextContents();
  assert.deepEqual(lines, ["Dana Okafor", "Lena Fischer", "Bob Lindqvist"]);
  // Dana's later like of the same post is not next to them, so it stands alone.
  const alone = groupOf(page, "Dana Okafor", "liked your post");
  assert.equal(await alone.locator(".notification-line").count(), 1);
});

test("dismissing hides a notification, and it stays hidden after a reload", async () => {
  const page = await signedIn("alice");
  await openNotifications(page);
  const eve = groupOf(page, "Eve (wallet)", "followed you");
  await eve.getByRole("button", { name: "Dismiss notification" }).click();
  await eve.waitFor({ state: "detached" });
  await page.getByText("Notification dismissed.").waitFor();
  // One line of a group goes; the rest of the group stays.
  const pinned = groupOf(page, "Bob Lindqvist", "liked your post");
  await line(page, "Lena Fischer", "reacted").getByRole("button", { name: "Dismiss notification" }).click();
  assert.equal(await pinned.locator(".notification-line").count(), 2);
  await page.reload();
  await groups(page).first().waitFor();
  assert.equal(await line(page, "Eve (wallet)", "followed you").count(), 0);
  assert.equal(await line(page, "Lena Fischer", "reacted").count(), 0);
  assert.equal(await pinned.locator(".notification-line").count(), 2);
  assert.ok(await line(page, "Alice (old account)", "followed you").isVisible(), "other notifications stay");
});

test("mark all as read takes the new marks away and keeps focus; clear all leaves focus on the heading", async () => {
  const page = await signedIn("alice");
  await openNotifications(page);
  const main = page.getByRole("main");
  const newMarks = main.locator(".notification-new");
  // What arrived since the last visit is marked new once the page has read the marker.
  await newMarks.first().waitFor();
  const markRead = main.getByRole("button", { name: "Mark all as read" });
  await markRead.focus();
  await page.keyboard.press("Enter");
  await page.getByText("All notifications marked as read").waitFor();
  await eventually(async () => assert.equal(await newMarks.count(), 0));
  assert.ok(await markRead.evaluate((button) => button === document.activeElement), "focus stays on the button");
  await main.getByRole("button", { name: "Clear all" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Clear all" }).click();
  await main.getByText("No notifications").first().waitFor();
  await eventually(async () => assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Notifications"));
});

test("the badge counts unread notifications, clears on opening and rises when a new one arrives", async () => {
  const api = h.apiAs("alice");
  const marker = (await api("GET", "/api/v1/markers?timeline[]=notifications")).body.notifications.last_read_id as string;
  const all = (await api("GET", "/api/v1/notifications")).body as { id: string; status: { id: string } | null }[];
  const unread = all.filter((n) => Number(n.id) > Number(marker)).length;
  assert.ok(unread > 0 && unread < all.length, "the seed leaves some read and some unread");

  const page = await signedIn("alice", 1000);
  await badge(page).waitFor();
  assert.equal(await badge(page).textContent(), String(unread));
  assert.equal(await badge(page).getAttribute("aria-label"), `${unread} unread notifications`);

  await openNotifications(page);
  await badge(page).waitFor({ state: "detached" });
  const saved = (await api("GET", "/api/v1/markers?timeline[]=notifications")).body.notifications.last_read_id;
  assert.equal(saved, all[0].id, "the marker is the newest id");
  // Opening scrolled to the top.
  assert.equal(await page.evaluate(() => window.scrollY), 0);

  await page.getByRole("link", { name: "Home", exact: true }).click();
  await page.waitForURL(/\/home$/);
  await notify("alice", "follow", "frank");
  await badge(page).waitFor({ timeout: 5000 });
  assert.equal(await badge(page).textContent(), "1");
  await notify("alice", "reblog", "bob", all.find((n) => n.status)!.status!.id);
  await page.waitForFunction(() => document.querySelector(".sidebar .badge")?.textContent === "2", undefined, { timeout: 5000 });
});

test("Mastodon's poll, edit, new post and quote notifications say so and show their post, apart from its likes", async () => {
  const notes = (await h.apiAs("alice")("GET", "/api/v1/notifications?limit=40")).body as { type: string; status?: { id: string } }[];
  const post = notes.find((n) => n.type === "favourite")!.status!.id;
  await notify("alice", "favourite", "frank", post);
  await notify("alice", "poll", "dana", post);
  await notify("alice", "update", "bob", post);
  await notify("alice", "status", "grace", post);
  await notify("alice", "quote", "lena@fedi.example", post);
  const page = await signedIn("alice");
  await openNotifications(page);
  for (const [actor, text] of [["Dana Okafor", "ran a poll that has ended"], ["Bob Lindqvist", "edited a post you interacted with"],
    ["Grace", "published a new post"], ["Lena Fischer", "quoted your post"]]) {
    const group = groupOf(page, actor, text);
    assert.equal(await group.count(), 1, `${actor} ${text}`);
    assert.equal(await group.locator(".notification-line").count(), 1, `${text}: a group of its own`);
    assert.equal(await group.getByRole("article").count(), 1, `${text}: its post card`);
  }
  // The like of the same post, made just before, keeps its own group.
  assert.equal(await groupOf(page, "Frank", "liked your post").getByRole("article").count(), 1);
});

test("the home button reloads notifications without waiting for the poll", async () => {
  const page = await signedIn("alice"); // default poll: a minute
  await openNotifications(page);
  await page.getByRole("link", { name: "Home", exact: true }).click();
  await page.waitForURL(/\/home$/);
  await notify("alice", "follow", "frank");
  await nextFrames(page);
  assert.equal(await badge(page).count(), 0, "no badge before the click: the next poll is a minute away");
  await page.getByRole("link", { name: "Home", exact: true }).click();
  await badge(page).waitFor({ timeout: 5000 });
  assert.equal(await badge(page).textContent(), "1");
});

test("polling pauses while the tab is hidden", async () => {
  const page = await h.newPage();
  // Every notifications request the page starts, with whether the tab was hidden at that moment: counting the
  // server's records instead would also count a request started just before the tab was hidden and still on its way.
  await page.context().addInitScript(() => {
    const w = globalThis as unknown as { __MITRA_NOTIFICATION_POLL_MS__: number; __asked: boolean[] };
    w.__MITRA_NOTIFICATION_POLL_MS__ = 500;
    w.__asked = [];
    const original = window.fetch;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, location.href).pathname === "/api/v1/notifications") w.__asked.push(document.hidden);
      return original(input, init);
    };
  });
  await h.signInAs(page, "alice");
  await openNotifications(page);
  const asked = () => page.evaluate(() => (globalThis as unknown as { __asked: boolean[] }).__asked);
  await eventually(async () => assert.ok((await asked()).length > 0, "the page asks for notifications"));
  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  // The behaviour under test is time: three poll periods (500 ms each) pass with no request while hidden.
  await page.waitForTimeout(1600);
  assert.equal((await asked()).filter(Boolean).length, 0, "no request started while hidden");
  const before = (await asked()).length;
  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => false });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await eventually(async () => assert.ok((await asked()).length > before, "polls again once visible"));
  assert.equal((await asked()).filter(Boolean).length, 0, "no request started while hidden");
});

test("'Show more notifications' appears after a full page and loads the next one", async () => {
  for (let i = 0; i < 10; i++) await notify("alice", "follow", i % 2 ? "frank" : "grace");
  const total = ((await h.apiAs("alice")("GET", "/api/v1/notifications?limit=200")).body as unknown[]).length;
  assert.ok(total > 20 && total < 40);
  const page = await signedIn("alice");
  await openNotifications(page);
  const lines = page.getByRole("list", { name: "Notifications" }).locator(".notification-line");
  assert.equal(await lines.count(), 20);
  const shownGroups = await groups(page).count();
  const more = page.getByRole("button", { name: "Show more notifications" });
  // By keyboard: the button leaves with the last page, and the focus goes to the first notification it brought.
  await more.focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelectorAll(".notification-list .notification-line").length > 20);
  assert.equal(await lines.count(), total);
  await more.waitFor({ state: "detached" });
  const focusedGroup = () =>
    page.evaluate(() => {
      const item = document.activeElement?.closest(".notification-list > li");
      return item ? [...item.parentElement!.children].indexOf(item) : -1;
    });
  await eventually(async () => assert.equal(await focusedGroup(), shownGroups));
});
