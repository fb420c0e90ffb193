// test-seconds: 121
// What the server offers beyond the original client: liked posts, who liked, reposted and reacted, following a
// conversation and back, removing a post from a group, direct messages and their unread marks, sessions,
// notification housekeeping, sent follow requests, blocked servers and monthly active users, groups (following one
// from its page) and the admin account list. Changes server state: each test resets first.
import { after, before, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { startHarness, type Harness } from "./harness";

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

async function signedIn(username: string): Promise<Page> {
  const page = await h.newPage();
  await h.signInAs(page, username);
  await page.getByRole("navigation", { name: "Main" }).waitFor();
  return page;
}

const notice = (page: Page, text: string | RegExp) => page.getByRole("status").getByText(text);
const confirmWith = (page: Page, label: string) => page.getByRole("dialog").getByRole("button", { name: label }).click();
const pinnedId = () => [...h.demo.state.pinned][0];

test("liked posts open from the sidebar", async () => {
  const page = await signedIn("alice");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Liked posts" }).click();
  const main = page.getByRole("main");
  await main.getByRole("heading", { name: "Liked posts" }).waitFor();
  await main.locator("article").filter({ hasText: "fern" }).first().waitFor();
});

test("who liked and reacted, from the counts under the focused post", async () => {
  const page = await signedIn("carol");
  await page.goto(`${h.url}/post/${pinnedId()}`);
  const links = page.getByRole("navigation", { name: "Who interacted" });
  await links.getByRole("link", { name: /Liked by/ }).click();
  const main = page.getByRole("main");
  await main.getByRole("heading", { name: "Liked by" }).waitFor();
  await main.getByText("Bob Lindqvist").waitFor();
  await main.getByText("Dana", { exact: false }).first().waitFor();
  await main.getByRole("link", { name: "Reactions" }).click();
  const hearts = main.locator(".reaction-group").filter({ hasText: "❤️" });
  await hearts.getByText("Bob Lindqvist").waitFor();
  assert.equal(await hearts.locator(".account-list > li").count(), 2);
  // The group's name is in the page's own words (interactions), which the page loads without the post's.
  assert.equal(await hearts.getAttribute("aria-label"), "❤️: 2 reactions");
});

test("who reposted, from the counts under the focused post", async () => {
  assert.equal((await h.apiAs("dana")("POST", `/api/v1/statuses/${pinnedId()}/reblog`)).status, 200);
  const page = await signedIn("carol");
  await page.goto(`${h.url}/post/${pinnedId()}`);
  await page.getByRole("navigation", { name: "Who interacted" }).getByRole("link", { name: /Reposted by/ }).click();
  const main = page.getByRole("main");
  await main.getByRole("heading", { name: "Reposted by" }).waitFor();
  await main.locator(".account-list").getByText("Dana Okafor").waitFor();
  const reposters = (await h.apiAs("carol")("GET", `/api/v1/statuses/${pinnedId()}/reblogged_by`)).body as unknown[];
  assert.equal(await main.locator(".account-list > li").count(), reposters.length);
});

test("unfollowing a followed conversation from the post menu sets it back to normal", async () => {
  await h.apiAs("bob")("POST", `/api/v1/statuses/${pinnedId()}/conversation_tracking`, { status: "follow" });
  const bob = await signedIn("bob");
  await bob.goto(`${h.url}/post/${pinnedId()}`);
  const post = bob.locator(`[data-thread-id="${pinnedId()}"] article`).first();
  await post.getByRole("button", { name: "More" }).click();
  await bob.getByRole("menuitem", { name: "Stop following conversation" }).click();
  await notice(bob, "You will no longer be notified of every reply in this conversation").waitFor();
  const answer = await h.apiAs("bob")("GET", `/api/v1/statuses/${pinnedId()}`);
  assert.equal(answer.body.conversation.tracking, "normal");
});

test("following a conversation from the post menu, and a group admin removes a post", async () => {
  const bob = await signedIn("bob");
  await bob.goto(`${h.url}/post/${pinnedId()}`);
  const post = bob.locator(`[data-thread-id="${pinnedId()}"] article`).first();
  await post.getByRole("button", { name: "More" }).click();
  await bob.getByRole("menuitem", { name: "Follow conversation" }).click();
  await notice(bob, "You will be notified of every reply in this conversation").waitFor();
  const answer = await h.apiAs("bob")("GET", `/api/v1/statuses/${pinnedId()}`);
  assert.equal(answer.body.conversation.tracking, "follow");

  const alice = await signedIn("alice");
  const groupId = (await h.apiAs("alice")("GET", "/api/v1/groups/followed?filter=moderating")).body[0].id;
  await alice.goto(`${h.url}/groups/${groupId}`);
  const bobsPost = alice.locator("article").filter({ hasText: "runner bean" });
  await bobsPost.getByRole("button", { name: "More" }).click();
  await alice.getByRole("menuitem", { name: "Remove from group" }).click();
  await confirmWith(alice, "Remove from group");
  await notice(alice, "Post removed from the group").waitFor();
  await bobsPost.waitFor({ state: "detached" });
  const left = await h.apiAs("alice")("GET", `/api/v1/timelines/group/${groupId}`);
  assert.equal(left.body.some((s: { content: string }) => s.content.includes("runner bean")), false);
});

test("direct messages: conversations with the other people, reply in place", async () => {
  const page = await signedIn("alice");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Direct messages" }).click();
  const main = page.getByRole("main");
  const convo = main.locator(".conversation").filter({ has: page.getByRole("heading", { name: "With @bob" }) });
  await convo.getByText("A tandem, how exciting").waitFor();
  await convo.getByRole("button", { name: "Reply" }).click();
  const box = convo.getByRole("textbox", { name: "Reply to @bob" });
  assert.equal(await box.inputValue(), "@bob ");
  await box.fill("@bob Bring the pump, please");
  // A failed send keeps the text, and the focus on Send for another try.
  await h.injectFault("POST /api/v1/statuses", "500", { times: 1 });
  await convo.getByRole("button", { name: "Send" }).click();
  await convo.getByRole("alert").getByText("Something went wrong. Please try again.").waitFor();
  assert.equal(await box.inputValue(), "@bob Bring the pump, please");
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Send");
  await convo.getByRole("button", { name: "Send" }).click();
  await notice(page, "Message sent").waitFor();
  await convo.getByText("Bring the pump, please").waitFor();
  // The form closed with the focus in it: the focus is back on the button that opened it.
  await page.waitForFunction(() => document.activeElement?.matches(".conversation-actions button[aria-expanded=false]"));
  const direct = await h.apiAs("bob")("GET", "/api/v1/timelines/direct");
  const sent = direct.body.find((s: { content: string }) => s.content.includes("Bring the pump"));
  assert.equal(sent.visibility, "direct");
});

test("direct messages by keyboard: reply in place, the focus back on Reply, then open the conversation", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/messages`);
  const convo = page.getByRole("main").locator(".conversation").filter({ has: page.getByRole("heading", { name: "With @bob" }) });
  await convo.getByRole("button", { name: "Reply" }).focus();
  await page.keyboard.press("Enter");
  const box = convo.getByRole("textbox", { name: "Reply to @bob" });
  await page.waitForFunction(() => document.activeElement?.matches(".direct-reply textarea"));
  // The text goes after the addressee the form starts with.
  await page.keyboard.type("Bring the pump, please");
  assert.equal(await box.inputValue(), "@bob Bring the pump, please");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await notice(page, "Message sent").waitFor();
  await convo.getByText("Bring the pump, please").waitFor();
  await page.waitForFunction(() => document.activeElement?.matches(".conversation-actions button[aria-expanded=false]"));
  await page.keyboard.press("Shift+Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Open the conversation");
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/post\//);
  await page.getByRole("main").getByText("Bring the pump, please").first().waitFor();
});

test("a fresh direct message marks its conversation unread until you reply; elsewhere opening it reads it", async () => {
  const fresh = "@alice Are you coming to the seed swap?";
  assert.equal((await h.apiAs("carol")("POST", "/api/v1/statuses", { status: fresh, visibility: "direct" })).status, 200);
  const page = await signedIn("alice");
  await page.goto(`${h.url}/messages`);
  const convo = page.getByRole("main").locator(".conversation").filter({ hasText: "Are you coming to the seed swap?" });
  await convo.getByText("Unread", { exact: true }).waitFor();
  const posted: string[] = [];
  page.on("request", (r) => r.method() === "POST" && /\/read$/.test(r.url()) && posted.push(r.url()));
  await convo.getByRole("button", { name: "Reply" }).click();
  await convo.getByRole("textbox", { name: "Reply to @carol" }).fill("@carol Yes, with beans");
  await convo.getByRole("button", { name: "Send" }).click();
  await notice(page, "Message sent").waitFor();
  const answered = page.getByRole("main").locator(".conversation").filter({ hasText: "Yes, with beans" });
  await answered.waitFor();
  assert.equal(await answered.getByText("Unread", { exact: true }).count(), 0);
  assert.deepEqual(posted, [], "Mitra has no call to mark a conversation read");
  const list = (await h.apiAs("alice")("GET", "/api/v1/conversations")).body as { unread: boolean; last_status: { content: string } }[];
  assert.equal(list.find((c) => c.last_status.content.includes("Yes, with beans"))?.unread, false);

  // A Mastodon-compatible server has the call: opening the conversation reads it.
  const other = await startHarness({ staticDir: process.env.E2E_STATIC_DIR, flavor: "mastodon" });
  try {
    await other.apiAs("carol")("POST", "/api/v1/statuses", { status: fresh, visibility: "direct" });
    const reader = await other.newPage();
    await other.signInAs(reader, "alice");
    await reader.goto(`${other.url}/messages`);
    const unread = reader.getByRole("main").locator(".conversation").filter({ hasText: "Are you coming to the seed swap?" });
    await unread.getByText("Unread", { exact: true }).waitFor();
    const read = reader.waitForResponse((r) => r.request().method() === "POST" && /\/api\/v1\/conversations\/[^/]+\/read$/.test(r.url()));
    await unread.getByRole("button", { name: "Reply" }).click();
    assert.equal((await read).status(), 200);
    await unread.getByText("Unread", { exact: true }).waitFor({ state: "detached" });
    const after = (await other.apiAs("alice")("GET", "/api/v1/conversations")).body as { unread: boolean; last_status: { content: string } }[];
    assert.equal(after.find((c) => c.last_status.content.includes("seed swap"))?.unread, false);
  } finally {
    await other.close();
  }
});

test("sessions in settings: another session is signed out", async () => {
  const other = (await h.apiAs(null)("POST", "/oauth/token", { grant_type: "password", username: "bob", password: "bob-demo" })).body.access_token;
  const page = await signedIn("bob");
  await page.goto(`${h.url}/settings`);
  const sessions = page.getByRole("region", { name: "Sessions" });
  await sessions.getByText("This session").waitFor();
  // A failed sign-out says so, and the focus is back on the button.
  await h.injectFault("DELETE /api/v1/settings/sessions/{session_id}", "500", { times: 1 });
  await sessions.getByRole("button", { name: "Log out" }).first().click();
  await confirmWith(page, "Log out");
  await notice(page, "Something went wrong. Please try again.").waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === "Log out");
  await sessions.getByRole("button", { name: "Log out" }).first().click();
  await confirmWith(page, "Log out");
  await notice(page, "Session ended").waitFor();
  await page.waitForFunction(() => document.activeElement?.matches(".session-list"));
  const check = await fetch(`${h.url}/api/v1/accounts/verify_credentials`, { headers: { Authorization: `Bearer ${other}` } });
  assert.equal(check.status, 401);
  await page.getByRole("region", { name: "Notification filters" }).getByText("Direct messages").waitFor();
});

test("notifications: mark all as read, then clear all", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/notifications`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Mark all as read" }).click();
  await notice(page, "All notifications marked as read").waitFor();
  await main.getByRole("button", { name: "Clear all" }).click();
  await confirmWith(page, "Clear all");
  await notice(page, "Notifications cleared").waitFor();
  await main.getByText("No notifications").first().waitFor();
  const left = await h.apiAs("alice")("GET", "/api/v1/notifications");
  assert.deepEqual(left.body, []);
});

test("sent follow requests can be cancelled", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/follow-requests`);
  await page.getByRole("main").getByRole("link", { name: "Sent follow requests" }).click();
  const main = page.getByRole("main");
  await main.getByRole("heading", { name: "Sent follow requests" }).waitFor();
  await main.getByRole("button", { name: /Cancel the follow request to Carol/ }).click();
  await notice(page, "Follow request cancelled").waitFor();
  await main.getByText("No pending follow requests").waitFor();
  const outgoing = await h.apiAs("alice")("GET", "/api/v1/follow_requests/outgoing");
  assert.deepEqual(outgoing.body, []);

});

test("the about page lists blocked servers for signed-in users", async () => {
  const page = await signedIn("bob");
  await page.goto(`${h.url}/about`);
  const blocked = page.getByRole("region", { name: "Blocked servers" });
  await blocked.getByText("spam.example").waitFor();
  await blocked.getByText("Reason: Unsolicited advertising").waitFor();
});

test("the about page gives the monthly active users from the v2 instance", async () => {
  const active = (await h.apiAs(null)("GET", "/api/v2/instance")).body.usage.users.active_month;
  assert.equal(typeof active, "number");
  const page = await signedIn("bob");
  await page.goto(`${h.url}/about`);
  await page.getByRole("main").getByText(`Active users this month: ${active}`).waitFor();
});

test("groups: browse and read one, create, edit and delete your own", async () => {
  const page = await signedIn("dana");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Groups" }).click();
  const main = page.getByRole("main");
  await main.getByRole("heading", { name: "Groups you run" }).waitFor();
  await main.getByLabel("Name").fill("film_club");
  await main.getByLabel("Description").fill("Film nights");
  await main.getByRole("button", { name: "Create a group" }).click();
  await notice(page, "Group created").waitFor();
  await main.locator(".group-list").getByText("film_club").first().waitFor();
  await main.getByRole("link", { name: "Posts" }).first().click();
  await main.getByRole("heading", { name: "Members" }).waitFor();
  await main.getByText("Admin", { exact: true }).waitFor();
  const description = main.getByLabel("Description");
  await page.waitForFunction(() => (document.querySelector(".group-admin textarea") as HTMLTextAreaElement | null)?.value === "Film nights");
  await description.fill("Film nights and prints");
  await h.injectFault("PATCH /api/v1/groups/{group_id}", "500", { times: 1 });
  await main.getByRole("button", { name: "Save" }).click();
  await main.getByRole("alert").getByText("Something went wrong. Please try again.").waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Save");
  await main.getByRole("button", { name: "Save" }).click();
  await notice(page, "Group saved").waitFor();
  await main.getByRole("button", { name: "Delete group" }).click();
  await confirmWith(page, "Delete group");
  await notice(page, "Group deleted").waitFor();
  await main.getByRole("heading", { name: "Groups you run" }).waitFor();

  const bob = await signedIn("bob");
  await bob.goto(`${h.url}/groups`);
  const followed = bob.getByRole("main").locator("section").filter({ has: bob.getByRole("heading", { name: "Groups you follow" }) });
  await followed.getByRole("link", { name: "Posts" }).click();
  await bob.getByRole("main").getByText("Anyone have spare runner bean seeds?").waitFor();
});

test("deleting a group you run asks first; once deleted it is gone from the lists", async () => {
  const created = await h.apiAs("dana")("POST", "/api/v1/groups", { name: "film_club", description: "Film nights" });
  assert.equal(created.status, 200);
  const page = await signedIn("dana");
  await page.goto(`${h.url}/groups`);
  const main = page.getByRole("main");
  const section = (name: string) => main.locator("section").filter({ has: page.getByRole("heading", { name }) });
  const entry = (name: string) => section(name).locator("li").filter({ hasText: "film_club" });
  await entry("Groups you run").getByRole("link", { name: "Posts" }).click();
  const remove = main.getByRole("button", { name: "Delete group" });
  await remove.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText(/film_club/).waitFor();
  await confirmWith(page, "Cancel");
  await dialog.waitFor({ state: "detached" });
  assert.match(page.url(), new RegExp(`/groups/${created.body.id}$`), "cancelled: still on the group");
  await remove.click();
  await confirmWith(page, "Delete group");
  await notice(page, "Group deleted").waitFor();
  for (const name of ["Groups you run", "Groups you follow"]) {
    await section(name).getByText("No groups yet").or(section(name).locator(".group-list")).first().waitFor();
  }
  assert.equal(await entry("Groups you run").count(), 0);
  assert.equal(await entry("Groups you follow").count(), 0);
  const moderating = (await h.apiAs("dana")("GET", "/api/v1/groups/followed?filter=moderating")).body as { id: string }[];
  assert.ok(!moderating.some((g) => g.id === created.body.id), "deleted on the server");
});

test("a new group shows under the groups you follow too, and the focus goes back to its name", async () => {
  const page = await signedIn("dana");
  await page.goto(`${h.url}/groups`);
  const main = page.getByRole("main");
  const section = (name: string) => main.locator("section").filter({ has: page.getByRole("heading", { name }) });
  await section("Groups you follow").getByText("No groups yet").or(section("Groups you follow").locator(".group-list")).first().waitFor();
  const name = main.getByLabel("Name");
  // A refused name keeps what was typed, and the focus on the button for another try.
  await name.fill("seed_swap");
  await main.getByRole("button", { name: "Create a group" }).click();
  await main.getByRole("alert").getByText("profile already exists").waitFor();
  assert.equal(await name.inputValue(), "seed_swap");
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Create a group");
  await name.fill("darkroom_club");
  await main.getByRole("button", { name: "Create a group" }).click();
  await notice(page, "Group created").waitFor();
  await section("Groups you run").getByText("darkroom_club", { exact: true }).waitFor();
  await section("Groups you follow").getByText("darkroom_club", { exact: true }).waitFor();
  await page.waitForFunction(() => document.activeElement?.matches(".create-group input"));
});

test("a group is followed and unfollowed from its page; the groups you follow change with it", async () => {
  const groupId = (await h.apiAs("alice")("GET", "/api/v1/groups/followed?filter=moderating")).body[0].id;
  const page = await signedIn("carol");
  await page.goto(`${h.url}/groups/${groupId}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Follow group" }).click();
  await notice(page, "You follow this group").waitFor();
  await main.getByRole("button", { name: "Unfollow group" }).waitFor();
  const followed = await h.apiAs("carol")("GET", "/api/v1/groups/followed");
  assert.deepEqual(followed.body.map((g: { id: string }) => g.id), [groupId]);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Groups" }).click();
  const yours = main.locator("section").filter({ has: page.getByRole("heading", { name: "Groups you follow" }) });
  await yours.getByText("seed_swap").first().waitFor();
  await yours.getByRole("link", { name: "Posts" }).click();
  await main.getByRole("button", { name: "Unfollow group" }).click();
  await notice(page, "You no longer follow this group").waitFor();
  await main.getByRole("button", { name: "Follow group" }).waitFor();
  assert.deepEqual((await h.apiAs("carol")("GET", "/api/v1/groups/followed")).body, []);
  await page.goBack();
  await yours.getByText("No groups yet").waitFor();
});

test("admins see the local accounts with their last sign-in", async () => {
  const page = await signedIn("admin");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Local accounts" }).click();
  const main = page.getByRole("main");
  await main.getByRole("heading", { name: "Local accounts" }).waitFor();
  await main.getByText("Alice Moreau").waitFor();
  await main.getByText(/Last sign-in/).first().waitFor();
  const bob = await signedIn("bob");
  assert.equal(await bob.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Local accounts" }).count(), 0);
});

test("a linked identity is removed from the identity settings", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/settings/identity-proof`);
  const linked = page.getByRole("region", { name: "Linked identities" });
  const did = await linked.locator("code").first().textContent();
  assert.match(did ?? "", /^did:key:z/);
  await linked.getByRole("button", { name: `Remove ${did}` }).click();
  await confirmWith(page, "Remove");
  await notice(page, "Identity removed").waitFor();
  await linked.waitFor({ state: "detached" });
  const me = await h.apiAs("alice")("GET", "/api/v1/accounts/verify_credentials");
  assert.deepEqual(me.body.identity_proofs, []);
});

test("searching a DID finds the profile that linked it", async () => {
  const alice = [...h.demo.state.profiles.values()].find((p) => p.username === "alice" && p.host === null)!;
  const did = alice.identityProofs[0].did;
  const page = await signedIn("bob");
  await page.goto(`${h.url}/search?q=${encodeURIComponent(did)}`);
  await page.getByRole("main").getByText("Alice Moreau").first().waitFor();
});
