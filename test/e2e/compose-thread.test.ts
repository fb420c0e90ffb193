// test-seconds: 59
// The post editor inside a thread: reply, repost with comment, edit (visibility kept, "source is not available"),
// and mention / emoji autocomplete by keyboard.
import { after, before, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { openComposer, startHarness, type Harness } from "./harness";

let h: Harness;
before(async () => {
  h = await startHarness({ staticDir: process.env.E2E_DIST });
});
beforeEach(async () => h.resetDemo());
after(async () => h?.close());

async function postAs(user: string, body: Record<string, unknown>) {
  const answer = await h.apiAs(user)("POST", "/api/v1/statuses", body);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body as { id: string; visibility: string };
}

async function openThread(postId: string): Promise<Page> {
  const page = await h.newPage();
  page.on("pageerror", (e) => console.log("pageerror", e.message));
  await h.signInAs(page, "alice");
  await page.goto(`${h.url}/post/${postId}`);
  await page.locator(`article[data-post-id="${postId}"]`).waitFor();
  return page;
}

const card = (page: Page, id: string) => page.locator(`article[data-post-id="${id}"]`);
/** The names in the editor's visibility menu (opened and closed again). */
async function visibilityChoices(page: Page) {
  const form = page.getByRole("form", { name: "Post editor" });
  await form.getByRole("button", { name: /^Visibility/ }).click();
  const names = await form.getByRole("menuitemradio").locator(".visibility-choice-name").allTextContents();
  await page.keyboard.press("Escape");
  return names;
}
const latestOwn = async () => {
  const api = h.apiAs("alice");
  const me = (await api("GET", "/api/v1/accounts/verify_credentials")).body;
  return (await api("GET", `/api/v1/accounts/${me.id}/statuses?limit=5`)).body[0];
};

test("a reply in a thread: prefilled handle, the reply visibilities, and the reply appears", async () => {
  const parent = await postAs("bob", { status: "Who fixes bikes on Saturday?", visibility: "public" });
  const page = await openThread(parent.id);
  await card(page, parent.id).getByRole("button", { name: /^Reply/ }).click();
  const box = page.getByRole("textbox", { name: "Write your reply" });
  await box.waitFor();
  assert.equal(await box.inputValue(), "@bob ");
  assert.deepEqual(await visibilityChoices(page), ["Public", "Followers", "Direct"]);
  await box.press("End");
  await box.pressSequentially("I can help!");
  // A failed save is an alert for replies; the text stays.
  await h.injectFault("POST /api/v1/statuses", "500");
  await page.getByRole("form", { name: "Post editor" }).getByRole("button", { name: "Publish" }).click();
  await page.getByRole("status").locator(".notice.error").waitFor();
  assert.equal(await box.inputValue(), "@bob I can help!");
  // The failed send leaves the focus on Publish, where the person pressed it.
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Publish");
  await page.getByRole("form", { name: "Post editor" }).getByRole("button", { name: "Publish" }).click();
  await page.getByRole("article").filter({ hasText: "I can help!" }).waitFor();
  // The editor closes and the focus goes back to the Reply button that opened it.
  await page.waitForFunction((id) => document.activeElement === document.querySelector(`article[data-post-id="${id}"] [data-shortcut="reply"]`), parent.id);
  const reply = await latestOwn();
  assert.equal(reply.in_reply_to_id, parent.id);
  assert.equal(reply.visibility, "public");
});

test("a reply to someone else's followers-only post may only be conversation or direct", async () => {
  const parent = await postAs("bob", { status: "Followers only: workshop keys", visibility: "private" });
  const page = await openThread(parent.id);
  await card(page, parent.id).getByRole("button", { name: /^Reply/ }).click();
  await page.getByRole("textbox", { name: "Write your reply" }).waitFor();
  assert.deepEqual(await visibilityChoices(page), ["Conversation", "Direct"]);
});

test("repost with comment sends the quoted post", async () => {
  const quoted = await postAs("bob", { status: "New bench finished", visibility: "public" });
  const page = await openThread(quoted.id);
  await card(page, quoted.id).getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Repost with comment" }).click();
  const box = page.getByRole("textbox", { name: "Add a comment" });
  await box.waitFor();
  assert.equal(await box.inputValue(), "@bob ");
  await box.fill("Look at this bench");
  await page.getByRole("form", { name: "Post editor" }).getByRole("button", { name: "Repost" }).click();
  // The reader stays in the thread and is told the post was published.
  await page.getByText("Post published").waitFor();
  assert.match(page.url(), new RegExp(`/post/${quoted.id}$`));
  const post = await latestOwn();
  assert.equal(post.pleroma.quote?.id ?? post.quote?.quoted_status?.id, quoted.id);
});

test("editing keeps the visibility and shows the updated post", async () => {
  const own = await postAs("alice", { status: "Seed swap on Sunday", visibility: "private" });
  const page = await openThread(own.id);
  await card(page, own.id).getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Edit post" }).click();
  const box = page.getByRole("textbox", { name: "Post text" });
  await box.waitFor();
  assert.equal(await box.inputValue(), "Seed swap on Sunday");
  const form = page.getByRole("form", { name: "Post editor" });
  assert.equal(await form.getByRole("button", { name: /^Visibility/ }).count(), 0);
  await form.getByText("Visibility: Followers. It can not be changed.").waitFor({ state: "attached" });
  assert.equal(await form.getByRole("button", { name: "Add poll" }).count(), 0);
  await box.fill("Seed swap moved to Monday");
  await form.getByRole("button", { name: "Update" }).click();
  await card(page, own.id).filter({ hasText: "Seed swap moved to Monday" }).waitFor();
  const after = (await h.apiAs("alice")("GET", `/api/v1/statuses/${own.id}`)).body;
  assert.equal(after.visibility, "private");
  assert.match(after.content, /moved to Monday/);
});

test("deleting an own reply lowers the parent's count and leaves the focus on the thread", async () => {
  const parent = await postAs("bob", { status: "Who has spare seed trays?", visibility: "public" });
  const reply = await postAs("alice", { status: "@bob I do", visibility: "public", in_reply_to_id: parent.id });
  const page = await openThread(parent.id);
  await card(page, reply.id).getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Delete post" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete post" }).click();
  await card(page, reply.id).waitFor({ state: "detached" });
  await card(page, parent.id).getByRole("button", { name: "Reply 0 replies" }).waitFor();
  // The card went with the focus on its menu button: the focus moves to the entry before it, not to the page.
  await page.waitForFunction((id) => document.querySelector(`[data-thread-id="${id}"]`)?.contains(document.activeElement), parent.id);
});

test("a post without markdown source cannot be edited: source is not available", async () => {
  const own = await postAs("alice", { status: "<p>Old html post</p>", content_type: "text/html" });
  const page = await openThread(own.id);
  await card(page, own.id).getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Edit post" }).click();
  await page.getByRole("status").filter({ hasText: "Source is not available" }).waitFor();
  assert.equal(await page.getByRole("form", { name: "Post editor" }).count(), 0);
});

test("mention and emoji autocomplete work by keyboard", async () => {
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  await openComposer(page);
  const box = page.getByRole("textbox", { name: "What's on your mind?" });
  await box.pressSequentially("Thanks @bo");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await list.waitFor();
  const options = list.getByRole("option");
  const count = await options.count();
  assert.ok(count >= 1 && count <= 4, `${count} suggestions`);
  assert.equal(await box.getAttribute("aria-activedescendant"), await options.nth(0).getAttribute("id"));
  // Move to bob's entry with the arrow keys.
  let index = 0;
  for (; index < count; index++) {
    if (/@bob@/.test((await options.nth(index).textContent()) ?? "")) break;
    await box.press("ArrowDown");
  }
  assert.ok(index < count, "bob is suggested");
  assert.equal(await box.getAttribute("aria-activedescendant"), await options.nth(index).getAttribute("id"));
  await box.press("Enter");
  await list.waitFor({ state: "detached" });
  assert.equal(await box.inputValue(), "Thanks @bob ");

  await box.pressSequentially("for the :blob");
  await list.getByRole("option", { name: /:blobcat:/ }).waitFor();
  await box.press("Tab");
  assert.equal(await box.inputValue(), "Thanks @bob for the :blobcat: ");
  await box.pressSequentially(":zzqq");
  // The behaviour under test is a debounce: suggestions are looked up 500 ms after typing stops
  // (AUTOCOMPLETE_DEBOUNCE_MS), so the wait is longer than that, and no list may have appeared.
  await page.waitForTimeout(800);
  assert.equal(await list.count(), 0);
  await box.press("Escape");
  await page.getByRole("form", { name: "Post editor" }).getByRole("button", { name: "Publish" }).click();
  await page.getByRole("article").filter({ hasText: "Thanks" }).first().waitFor();
  const post = await latestOwn();
  assert.deepEqual(post.mentions.map((m: any) => m.username), ["bob"]);
  assert.deepEqual(post.emojis.map((e: any) => e.shortcode), ["blobcat"]);
});

test("a repost with comment made in a thread opened from home waits at the top of home", async () => {
  const quoted = await postAs("bob", { status: "Compost bins are in", visibility: "public" });
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  await page.locator("main article").first().waitFor();
  // Into the thread without a reload, so home's feed stays loaded (as a click on a post does).
  await page.evaluate((id) => {
    history.pushState(null, "", `/post/${id}`);
    dispatchEvent(new PopStateEvent("popstate"));
  }, quoted.id);
  await card(page, quoted.id).getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Repost with comment" }).click();
  await page.getByRole("textbox", { name: "Add a comment" }).fill("Our street gets two");
  await page.getByRole("form", { name: "Post editor" }).getByRole("button", { name: "Repost" }).click();
  await page.getByText("Post published").waitFor();
  await page.goBack();
  await page.locator("main article").first().filter({ hasText: "Our street gets two" }).waitFor();
});
