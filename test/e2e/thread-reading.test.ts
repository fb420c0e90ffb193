// test-seconds: 37
// The thread view's rough edges: a malformed id is "not found", a deleted reply leaves no row, "Replying to" links
// to the parent and highlights it, the reply editor's caret sits after the mention, and visibility resets.
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

async function openAs(user: string, path: string): Promise<Page> {
  const page = await h.newPage();
  await h.signInAs(page, user);
  await page.goto(`${h.url}${path}`);
  return page;
}

const card = (page: Page, id: string) => page.locator(`article[data-post-id="${id}"]`);

test("a malformed post id reads 'Post not found' with no Retry", async () => {
  const page = await openAs("alice", "/post/not-a-uuid");
  await page.getByText("Post not found").waitFor();
  assert.equal(await page.getByRole("button", { name: "Retry" }).count(), 0);
  assert.equal(await page.getByText(/UUID/).count(), 0);
});

test("deleting a reply in a thread removes its row", async () => {
  const parent = await postAs("bob", { status: "Parent of a short thread", visibility: "public" });
  const reply = await postAs("alice", { status: "@bob a reply to delete", visibility: "public", in_reply_to_id: parent.id });
  const page = await openAs("alice", `/post/${parent.id}`);
  await card(page, reply.id).waitFor();
  const rows = await page.locator(".thread > li").count();
  await card(page, reply.id).getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Delete post" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete post" }).click();
  await page.getByText("Post deleted").waitFor();
  await page.waitForFunction((n) => document.querySelectorAll(".thread > li").length === n - 1, rows);
  assert.equal(await page.getByText("Post is not available").count(), 0);
});

test("deleting the post a thread was opened at leaves its place saying it is not available", async () => {
  const post = await postAs("alice", { status: "A lone post to delete", visibility: "public" });
  const page = await openAs("alice", `/post/${post.id}`);
  await card(page, post.id).getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Delete post" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete post" }).click();
  await page.getByText("Post deleted").waitFor();
  await page.locator(".thread > li").getByText("Post is not available").waitFor();
  assert.equal(await card(page, post.id).count(), 0);
});

test("a thread that could not load for want of a connection loads by itself when the connection returns", async () => {
  const post = await postAs("bob", { status: "Read once the connection is back", visibility: "public" });
  const page = await openAs("alice", "/home");
  // The thread's code is in before the connection goes (another post's thread: this one's is not loaded yet).
  await page.locator(`.timeline-list > li:not([data-entry-id="${post.id}"]) article.post-card p`).first().click();
  await page.locator(".thread > li").first().waitFor();
  await page.goBack();
  await page.context().setOffline(true);
  await page.locator(`article[data-post-id="${post.id}"] p`).first().click();
  await page.getByRole("alert").filter({ hasText: "Could not reach the server" }).waitFor();
  await page.context().setOffline(false);
  await card(page, post.id).waitFor();
});

test("'Replying to' links to the parent, which is highlighted while the link is focused", async () => {
  const parent = await postAs("bob", { status: "Which trail is open?", visibility: "public" });
  const reply = await postAs("alice", { status: "@bob the north one", visibility: "public", in_reply_to_id: parent.id });
  const page = await openAs("alice", `/post/${reply.id}`);
  const link = card(page, reply.id).getByRole("link", { name: "Replying to" });
  await link.focus();
  await page.locator(`article.parent-highlighted[data-post-id="${parent.id}"]`).waitFor();
  await link.blur();
  await page.locator(`article.parent-highlighted[data-post-id="${parent.id}"]`).waitFor({ state: "detached" });
  await link.hover();
  await page.locator(`article.parent-highlighted[data-post-id="${parent.id}"]`).waitFor();
  await link.click();
  await page.waitForURL(new RegExp(`/post/${parent.id}$`));
});

test("the reply editor opens focused with the caret after '@bob '", async () => {
  const parent = await postAs("bob", { status: "Caret check", visibility: "public" });
  const page = await openAs("alice", `/post/${parent.id}`);
  await card(page, parent.id).getByRole("button", { name: /^Reply/ }).click();
  const box = page.getByRole("textbox", { name: "Write your reply" });
  await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Write your reply" || document.activeElement?.tagName === "TEXTAREA");
  await page.keyboard.type("hi");
  assert.equal(await box.inputValue(), "@bob hi");
});

test("after publishing, the visibility returns to the default", async () => {
  const page = await openAs("alice", "/home");
  await openComposer(page);
  const form = page.getByRole("form", { name: "Post editor" });
  const choice = form.getByRole("button", { name: /^Visibility/ });
  const initial = await choice.getAttribute("aria-label");
  const other = initial === "Visibility: Followers" ? "Public" : "Followers";
  await choice.click();
  await form.getByRole("menuitemradio", { name: other }).click();
  await form.getByRole("button", { name: `Visibility: ${other}` }).waitFor();
  await page.getByRole("textbox", { name: "What's on your mind?" }).fill("A post with another visibility");
  await form.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("article").filter({ hasText: "A post with another visibility" }).first().waitFor();
  await page.waitForFunction(
    (label) => document.querySelector(".composer-visibility .menu-button")?.getAttribute("aria-label") === label,
    initial,
  );
});

test("a quoted post's preview shows the author's avatar, content and media", async () => {
  const api = h.apiAs("alice");
  const me = (await api("GET", "/api/v1/accounts/verify_credentials")).body;
  const own = (await api("GET", `/api/v1/accounts/${me.id}/statuses?limit=40`)).body as { id: string; content: string }[];
  const quoting = own.find((p) => p.content.includes("fern corner"));
  assert.ok(quoting, "the seed has alice's quote of the fern post");
  const page = await openAs("alice", `/post/${quoting.id}`);
  const preview = card(page, quoting.id).locator(".post-quote");
  await preview.getByText("Fiddleheads are the best").waitFor();
  await preview.locator("img.avatar").waitFor();
  await preview.getByRole("img", { name: /fern fronds/ }).or(preview.getByRole("button", { name: /fern fronds/ })).first().waitFor();
});

test("hashtags are suggested after '#' and picked by keyboard", async () => {
  const page = await openAs("alice", "/home");
  await openComposer(page);
  const box = page.getByRole("textbox", { name: "What's on your mind?" });
  await box.pressSequentially("Spring #fer");
  const option = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option", { name: "#ferns" });
  await option.waitFor();
  while ((await option.getAttribute("aria-selected")) !== "true") await box.press("ArrowDown");
  await box.press("Enter");
  assert.equal(await box.inputValue(), "Spring #ferns ");
});
