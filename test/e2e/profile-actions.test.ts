// test-seconds: 140
// Relationship changes and admin actions from the profile page. Each spec changes server state, so each resets.
import { after, before, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { eventually, startHarness, type Harness } from "./harness";

let h: Harness;
before(async () => {
  h = await startHarness();
});
beforeEach(async () => {
  await h.resetDemo();
});
after(async () => {
  await h?.close();
});

async function signedIn(username: string) {
  const page = await h.newPage();
  await h.signInAs(page, username);
  return page;
}

async function relationship(viewer: string, acct: string) {
  const api = h.apiAs(viewer);
  const { body: account } = await api("GET", `/api/v1/accounts/lookup?acct=${encodeURIComponent(acct)}`);
  const { body } = await api("GET", `/api/v1/accounts/relationships?id[]=${account.id}`);
  return body[0];
}

const menuItem = async (page: Page, name: string) => {
  await page.getByRole("button", { name: "More actions" }).click();
  return page.getByRole("menuitem", { name, exact: true });
};
const notice = (page: Page, text: string | RegExp) => page.getByRole("status").getByText(text);

test("a locked account: cancel, follow → requested → accepted by the other side → following through the re-poll", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/@carol`);
  // Alice's request from the seed is still pending. (The changes' code loads with the first one sent, so the buttons
  // change a moment after the press: "Follow" is matched exactly, not inside "Cancel follow request" or "Unfollow".)
  await page.getByRole("button", { name: "Cancel follow request" }).click();
  const follow = page.getByRole("button", { name: "Follow", exact: true });
  await follow.waitFor();
  assert.equal(await follow.locator("svg.icon").count(), 1, "lock icon for a locked account");
  assert.ok((await follow.getAttribute("aria-describedby")) !== null, "the lock is explained in words");
  // The buttons change as soon as they are pressed (the change is shown before the server answers): the server's
  // side is read until it has it.
  await eventually(async () => assert.equal((await relationship("alice", "carol")).requested, false));
  await follow.click();
  await page.getByRole("button", { name: "Cancel follow request" }).waitFor();
  await eventually(async () => assert.equal((await relationship("alice", "carol")).requested, true));
  // Carol accepts on her side; the page learns it by re-polling (every 5 s), without a reload.
  const accept = await fetch(`${h.url}/__test__/follow_requests/accept`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ from: "alice", to: "carol" }),
  });
  assert.equal(accept.status, 204);
  await page.getByRole("button", { name: "Unfollow" }).waitFor({ timeout: 12_000 });
  // Unfollow goes back to Follow.
  await page.getByRole("button", { name: "Unfollow" }).click();
  await page.getByRole("button", { name: "Follow", exact: true }).waitFor();
  await eventually(async () => assert.equal((await relationship("alice", "carol")).following, false));
});

test("an unlocked account: follow gives following at once", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/@grace`);
  await page.getByRole("button", { name: "Follow" }).click();
  await page.getByRole("button", { name: "Unfollow" }).waitFor();
  await eventually(async () => assert.equal((await relationship("alice", "grace")).following, true));
});

test("accept and reject follow requests on the requester's profile; the sidebar's count follows", async () => {
  const page = await signedIn("carol");
  const count = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Follow requests/ }).locator(".badge");
  await page.goto(`${h.url}/@alice`);
  await count.and(page.getByLabel("2 pending follow requests")).waitFor();
  await page.getByRole("button", { name: "Accept follow request" }).click();
  await notice(page, "Alice Moreau now follows you").waitFor();
  await count.and(page.getByLabel("1 pending follow request")).waitFor();
  assert.equal(await page.getByRole("button", { name: "Accept follow request" }).count(), 0);
  assert.equal((await relationship("carol", "alice")).followed_by, true);
  await page.goto(`${h.url}/@grace`);
  await count.and(page.getByLabel("1 pending follow request")).waitFor();
  await page.getByRole("button", { name: "Reject follow request" }).click();
  await notice(page, "Follow request from Grace rejected").waitFor();
  await count.waitFor({ state: "detached" });
  assert.equal((await relationship("carol", "grace")).requested_by, false);
});

test("follow, unfollow and accepting a request by keyboard keep the focus on the profile's buttons", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/@grace`);
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? "");
  // A button ignores a press while its request is on its way (aria-disabled): the next key waits for the answer.
  const settled = () => page.waitForFunction(() => document.activeElement?.getAttribute("aria-disabled") === "false");
  await page.getByRole("button", { name: "Follow", exact: true }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Unfollow", exact: true }).waitFor();
  await eventually(async () => assert.equal((await relationship("alice", "grace")).following, true));
  await settled();
  assert.equal(await focused(), "Unfollow");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Follow", exact: true }).waitFor();
  await eventually(async () => assert.equal((await relationship("alice", "grace")).following, false));
  assert.equal(await focused(), "Follow");

  const carol = await signedIn("carol");
  await carol.goto(`${h.url}/@alice`);
  await carol.getByRole("button", { name: "Accept follow request" }).focus();
  await carol.keyboard.press("Enter");
  await notice(carol, "Alice Moreau now follows you").waitFor();
  await eventually(async () => assert.match(await carol.evaluate(() => document.activeElement?.textContent ?? ""), /^(Follow|Unfollow)$/));
});

test("mute and unmute from the menu, with the Muted badge", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/@bob`);
  await (await menuItem(page, "Mute")).click();
  await page.getByRole("list", { name: "Badges" }).getByText("Muted").waitFor();
  await notice(page, "Bob Lindqvist is muted").waitFor();
  assert.equal((await relationship("alice", "bob")).muting, true);
  await (await menuItem(page, "Unmute")).click();
  await notice(page, "Bob Lindqvist is no longer muted").waitFor();
  assert.equal((await relationship("alice", "bob")).muting, false);
  assert.equal(await page.getByRole("list", { name: "Badges" }).getByText("Muted").count(), 0);
});

test("hide and show reposts and replies of a followed account", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/@bob`);
  await (await menuItem(page, "Hide reposts")).click();
  await notice(page, "Reposts from Bob Lindqvist are hidden").waitFor();
  let rel = await relationship("alice", "bob");
  assert.equal(rel.showing_reblogs, false);
  assert.equal(rel.showing_replies, true, "the replies setting is kept");
  await (await menuItem(page, "Hide replies")).click();
  await notice(page, "Replies from Bob Lindqvist are hidden").waitFor();
  rel = await relationship("alice", "bob");
  assert.deepEqual([rel.showing_reblogs, rel.showing_replies], [false, false]);
  await (await menuItem(page, "Show reposts")).click();
  await notice(page, "Reposts from Bob Lindqvist are shown").waitFor();
  assert.equal((await relationship("alice", "bob")).showing_reblogs, true);
  // Not offered for accounts Alice does not follow.
  await page.goto(`${h.url}/@eve`);
  await page.getByRole("heading", { level: 1, name: "Eve (wallet)" }).waitFor();
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem").first().waitFor();
  assert.equal(await page.getByRole("menuitem", { name: /reposts/ }).count(), 0);
});

test("remove from followers after a confirmation", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/@eve`);
  await page.getByRole("list", { name: "Badges" }).getByText("Follows you").waitFor();
  await (await menuItem(page, "Remove from followers")).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("Remove Eve (wallet) from your followers?").waitFor();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  assert.equal((await relationship("alice", "eve")).followed_by, true);
  await (await menuItem(page, "Remove from followers")).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove from followers" }).click();
  await notice(page, "Eve (wallet) was removed from your followers").waitFor();
  assert.equal(await page.getByRole("list", { name: "Badges" }).count(), 0);
  assert.equal((await relationship("alice", "eve")).followed_by, false);
});

test("a failed change rolls back and says why", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/@grace`);
  await h.injectFault("POST /api/v1/accounts/{account_id}/follow", "500");
  await page.getByRole("button", { name: "Follow" }).click();
  await page.getByRole("status").locator(".notice.error").waitFor();
  await page.getByRole("button", { name: "Follow" }).waitFor();
  assert.equal((await relationship("alice", "grace")).following, false);
});

test("admin: copy IDs, load featured and latest posts of a remote account, delete a user", async () => {
  const page = await signedIn("admin");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: h.url });
  const { body: lena } = await h.apiAs(null)("GET", "/api/v1/accounts/lookup?acct=lena@fedi.example");
  await page.goto(`${h.url}/@lena@fedi.example`);
  await page.getByRole("heading", { level: 1, name: "Lena Fischer" }).waitFor();
  await (await menuItem(page, "Copy profile ID")).click();
  await notice(page, "Copied to the clipboard").first().waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), lena.id);
  await (await menuItem(page, "Copy actor ID")).click();
  await page.waitForFunction((id) => navigator.clipboard.readText().then((t) => t === id), lena.actor_id);
  for (const name of ["Load featured posts", "Load latest posts"]) {
    await (await menuItem(page, name)).click();
    await notice(page, "Reload the page in a few minutes").first().waitFor();
  }
  // The hint comes before the answer, as "load replies" does: a request that takes a minute shows it at once.
  await h.injectFault("POST /api/v1/accounts/{account_id}/load_activities", "latency", { ms: 60_000 });
  await page.reload();
  await page.getByRole("heading", { level: 1, name: "Lena Fischer" }).waitFor();
  await (await menuItem(page, "Load featured posts")).click();
  await notice(page, "Reload the page in a few minutes").first().waitFor({ timeout: 10_000 });
  await h.clearFaults();
  // Not offered for local accounts.
  await page.goto(`${h.url}/@bob`);
  await page.getByRole("heading", { level: 1, name: "Bob Lindqvist" }).waitFor();
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem").first().waitFor();
  assert.equal(await page.getByRole("menuitem", { name: "Load featured posts" }).count(), 0);
  assert.ok(await page.getByRole("menuitem", { name: "Copy profile ID" }).isVisible());
  await page.keyboard.press("Escape");
  // Delete: the exact confirmation, then the profile is gone.
  await page.goto(`${h.url}/@lena@fedi.example`);
  await (await menuItem(page, "Delete user")).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("Are you sure you want to delete lena@fedi.example? This can not be undone.").waitFor();
  await dialog.getByRole("button", { name: "Delete user" }).click();
  await notice(page, "lena@fedi.example was deleted").waitFor();
  await page.waitForURL(/\/home$/);
  const after = await h.apiAs(null)("GET", "/api/v1/accounts/lookup?acct=lena@fedi.example");
  assert.equal(after.status, 404);
  await page.goto(`${h.url}/@lena@fedi.example`);
  await page.getByRole("alert").getByText("Profile not found").waitFor();
});

test("ordinary users get no admin items", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/@lena@fedi.example`);
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: "Open profile page" }).waitFor();
  for (const name of ["Copy profile ID", "Copy actor ID", "Load featured posts", "Load latest posts", "Delete user"]) {
    assert.equal(await page.getByRole("menuitem", { name }).count(), 0, name);
  }
});

test("pointing at the profile's buttons fetches the relationship changes' code before the press", async () => {
  const page = await signedIn("alice");
  const changesCode: string[] = [];
  page.on("response", async (res) => {
    if (res.request().resourceType() !== "script") return;
    const body = await res.text().catch(() => "");
    if (body.includes("/remove_from_followers")) changesCode.push(new URL(res.url()).pathname);
  });
  await page.goto(`${h.url}/@grace`);
  const follow = page.getByRole("button", { name: "Follow", exact: true });
  await follow.waitFor();
  assert.deepEqual(changesCode, [], "reading a profile does not fetch the code that changes a relationship");
  await follow.hover();
  await eventually(async () => assert.equal(changesCode.length, 1, "pointing at Follow fetches it"));
  await follow.click();
  await page.getByRole("button", { name: "Unfollow", exact: true }).waitFor();
  await eventually(async () => assert.equal((await relationship("alice", "grace")).following, true));
  assert.equal(changesCode.length, 1, "the press uses the code already fetched");
});
