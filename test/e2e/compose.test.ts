// test-seconds: 101
// The post editor on home: publishing with images, descriptions, a poll and a content warning; drag-drop, paste
// and URL uploads; drafts across reloads and failed sends; one post per double click; Ctrl+Enter on and off.
import { after, before, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { fetchCalls, fetchesSettled, nextFrames, openComposer, startHarness, type Harness } from "./harness";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
let h: Harness;
before(async () => {
  h = await startHarness({ staticDir: process.env.E2E_DIST });
});
beforeEach(async () => h.resetDemo());
after(async () => h?.close());

const editor = (page: Page) => page.getByRole("textbox", { name: "What's on your mind?" });
/** The editor itself, not home's stand-in box that has its name until the editor's code arrives. */
const loadedEditor = (page: Page) => page.getByRole("form", { name: "Post editor" }).getByRole("textbox", { name: "What's on your mind?" });
const publishButton = (page: Page) => page.getByRole("form", { name: "Post editor" }).getByRole("button", { name: "Publish" });

async function openHome(user = "alice") {
  const page = await h.newPage();
  page.on("pageerror", (e) => console.log("pageerror", e.message));
  await h.signInAs(page, user);
  await editor(page).waitFor().catch(async (e) => {
    await page.screenshot({ path: "/tmp/e2e/fail.png" });
    console.log(await page.content());
    throw e;
  });
  await openComposer(page);
  return page;
}

/** Alice's own posts whose source contains `marker`, straight from the server. */
async function postsWith(marker: string) {
  const api = h.apiAs("alice");
  const me = (await api("GET", "/api/v1/accounts/verify_credentials")).body;
  const list = (await api("GET", `/api/v1/accounts/${me.id}/statuses?limit=40`)).body as any[];
  return list.filter((p) => !p.reblog && p.content.includes(marker));
}

async function describe(page: Page, n: number, text: string) {
  await page.getByRole("button", { name: `Edit description of attachment ${n}` }).click();
  await page.getByRole("textbox", { name: `Description (alt text) of attachment ${n}` }).fill(text);
  await page.getByRole("button", { name: "Save description" }).click();
  await page.getByRole("textbox", { name: `Description (alt text) of attachment ${n}` }).waitFor({ state: "detached" });
}

test("a post with text, described images, a poll and a content warning appears on home", async () => {
  const page = await openHome();
  await editor(page).fill("Garden report with pictures");
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.getByRole("button", { name: "Attach files" }).click()]);
  await chooser.setFiles([
    { name: "one.png", mimeType: "image/png", buffer: PNG },
    { name: "two.png", mimeType: "image/png", buffer: PNG },
  ]);
  await page.getByRole("button", { name: "Edit description of attachment 2" }).waitFor();
  await describe(page, 1, "Tomatoes on the vine");

  await page.getByRole("button", { name: "Add poll" }).click();
  assert.equal(await page.getByRole("textbox", { name: /^Option \d$/ }).count(), 2);
  await page.getByRole("textbox", { name: "Option 1" }).fill("Tomatoes");
  await page.getByRole("textbox", { name: "Option 2" }).fill("Beans");
  await page.getByRole("textbox", { name: "Option 3" }).fill("  ");
  assert.equal(await page.getByRole("textbox", { name: /^Option \d$/ }).count(), 3);
  await page.getByRole("spinbutton", { name: "Poll duration" }).fill("2");
  await page.getByRole("combobox", { name: "Unit of the poll duration" }).selectOption("hours");
  await page.getByRole("checkbox", { name: "Multiple choices" }).check();
  await page.getByRole("button", { name: "Content warning" }).click();
  assert.equal(await page.getByRole("button", { name: "Content warning" }).getAttribute("aria-pressed"), "true");

  // The second image has no description: the reminder stops the first attempt.
  await publishButton(page).click();
  const reminder = page.getByRole("dialog").filter({ hasText: "1 attachment has no description" });
  await reminder.getByRole("button", { name: "Cancel" }).click();
  assert.equal((await postsWith("Garden report")).length, 0);
  await describe(page, 2, "Beans climbing a pole");
  await publishButton(page).click();

  const card = page.getByRole("article").filter({ hasText: "Garden report with pictures" }).first();
  await card.waitFor();
  assert.equal(await editor(page).inputValue(), "");
  assert.equal(await page.getByRole("textbox", { name: /^Option \d$/ }).count(), 0);
  const [post] = await postsWith("Garden report");
  assert.equal(post.sensitive, true);
  assert.equal(post.visibility, "public");
  assert.deepEqual(post.media_attachments.map((m: any) => m.description), ["Tomatoes on the vine", "Beans climbing a pole"]);
  assert.deepEqual(post.poll.options.map((o: any) => o.title), ["Tomatoes", "Beans"]);
  assert.equal(post.poll.multiple, true);
  const hours = (Date.parse(post.poll.expires_at) - Date.now()) / 3600_000;
  assert.ok(hours > 1.9 && hours <= 2, `poll ends in ${hours} h`);
});

test("files can be dropped, pasted and uploaded from a URL; upload errors are alerts", async () => {
  const page = await openHome();
  await editor(page).fill("Three ways to attach");
  const transfer = await page.evaluateHandle((bytes) => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(bytes)], "dropped.png", { type: "image/png" }));
    return dt;
  }, [...PNG]);
  await editor(page).dispatchEvent("dragover", { dataTransfer: transfer });
  await editor(page).dispatchEvent("drop", { dataTransfer: transfer });
  await page.getByRole("button", { name: "Remove attachment 1" }).waitFor();

  await editor(page).evaluate((el, bytes) => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(bytes)], "pasted.png", { type: "image/png" }));
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: dt, bubbles: true, cancelable: true }));
  }, [...PNG]);
  await page.getByRole("button", { name: "Remove attachment 2" }).waitFor();

  await page.getByRole("button", { name: "Upload from a URL" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload from a URL" });
  const ok = dialog.getByRole("button", { name: "OK" });
  assert.equal(await ok.isDisabled(), true);
  await dialog.getByRole("textbox", { name: "URL" }).fill("not a url");
  assert.equal(await ok.isDisabled(), true);
  await dialog.getByRole("textbox", { name: "URL" }).fill(`${h.url}/media/emoji/blobcat.svg`);
  await ok.click();
  await page.getByRole("button", { name: "Remove attachment 3" }).waitFor();

  await h.injectFault("POST /api/v2/media", "500");
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.getByRole("button", { name: "Attach files" }).click()]);
  await chooser.setFiles([{ name: "broken.png", mimeType: "image/png", buffer: PNG }]);
  await page.getByRole("status").filter({ hasText: "Upload failed" }).waitFor();
  assert.equal(await page.getByRole("button", { name: /^Remove attachment/ }).count(), 3);

  await publishButton(page).click();
  await page.getByRole("dialog").getByRole("button", { name: "Publish anyway" }).click();
  await page.getByRole("article").filter({ hasText: "Three ways to attach" }).first().waitFor();
  const [post] = await postsWith("Three ways to attach");
  assert.deepEqual(post.media_attachments.map((m: any) => m.type), ["image", "image", "image"]);
});

test("an upload shows its progress and can be cancelled: nothing is attached and no error is shown", async () => {
  const page = await openHome();
  await h.injectFault("POST /api/v2/media", "latency", { ms: 5000 });
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.getByRole("button", { name: "Attach files" }).click()]);
  await chooser.setFiles([{ name: "slow.png", mimeType: "image/png", buffer: PNG }]);
  const progress = page.getByRole("progressbar", { name: "Uploading slow.png" });
  await progress.waitFor();
  // The Attach button, unusable while the file uploads, keeps the focus of the person who pressed it.
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "Attach files");
  await page.getByRole("button", { name: "Cancel upload slow.png" }).click();
  await progress.waitFor({ state: "detached" });
  // The cancelled item's buttons are gone: the focus is back in the text.
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "What's on your mind?");
  await h.clearFaults();
  assert.equal(await page.getByRole("button", { name: /^Remove attachment/ }).count(), 0);
  assert.equal(await page.getByRole("status").filter({ hasText: "Upload failed" }).count(), 0);
});

test("a draft survives a reload and a failed send, and is removed after success", async () => {
  let page = await openHome();
  await editor(page).fill("Draft that must not be lost");
  await page.getByRole("button", { name: "Content warning" }).click();
  await page.reload();
  // A stored draft opens the editor at once, but home first shows its stand-in box (empty, with the same name) until
  // the editor's code is in: read the editor itself, inside its form.
  await loadedEditor(page).waitFor();
  assert.equal(await loadedEditor(page).inputValue(), "Draft that must not be lost");
  assert.equal(await page.getByRole("button", { name: "Content warning" }).getAttribute("aria-pressed"), "true");

  const keys: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/v1/statuses") keys.push(r.headers()["idempotency-key"]);
  });
  await h.injectFault("POST /api/v1/statuses", "500");
  await publishButton(page).click();
  await page.getByRole("form", { name: "Post editor" }).getByRole("alert").waitFor();
  assert.equal(await editor(page).inputValue(), "Draft that must not be lost");
  assert.equal((await postsWith("Draft that must not be lost")).length, 0);

  await page.reload();
  await loadedEditor(page).waitFor();
  assert.equal(await loadedEditor(page).inputValue(), "Draft that must not be lost");
  await publishButton(page).click();
  await page.getByRole("article").filter({ hasText: "Draft that must not be lost" }).first().waitFor();
  assert.equal((await postsWith("Draft that must not be lost")).length, 1);
  // The retry after the failure and the reload reused the post's Idempotency-Key; the next post gets a new one.
  await editor(page).fill("The next post");
  await publishButton(page).click();
  await page.getByRole("article").filter({ hasText: "The next post" }).first().waitFor();
  assert.equal(keys.length, 3);
  assert.match(keys[0], /^[0-9a-f]{20}$/);
  assert.equal(keys[1], keys[0]);
  assert.notEqual(keys[2], keys[0]);

  page = await h.newPage();
  await h.signInAs(page, "alice");
  await editor(page).waitFor();
  await page.reload();
  await editor(page).waitFor();
  assert.equal(await editor(page).inputValue(), "");
  // No draft is stored any more: home shows its stand-in box, not waiting for the editor.
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith("post_content:new")));
  assert.deepEqual(stored, []);
});

test("a double click on Publish creates one post", async () => {
  const page = await openHome();
  await editor(page).fill("Only once please");
  await h.injectFault("POST /api/v1/statuses", "latency", { ms: 800 });
  await publishButton(page).dblclick();
  await publishButton(page).click({ force: true }).catch(() => undefined);
  await page.getByRole("article").filter({ hasText: "Only once please" }).first().waitFor();
  assert.equal(await fetchesSettled(page, "POST", /^\/api\/v1\/statuses$/), 1, "one request was sent");
  assert.equal((await postsWith("Only once please")).length, 1);
  assert.equal(await page.getByRole("article").filter({ hasText: "Only once please" }).count(), 1);
});

test("a published post counts on my own profile at once", async () => {
  const page = await openHome();
  const me = (await h.apiAs("alice")("GET", "/api/v1/accounts/verify_credentials")).body as { statuses_count: number };
  await editor(page).fill("Counted at once");
  await publishButton(page).click();
  const card = page.getByRole("article").filter({ hasText: "Counted at once" }).first();
  await card.waitFor();
  // To my own profile without a reload: it shows my session's copy of me.
  await card.getByRole("link", { name: /^Alice/ }).first().click();
  const stats = page.getByRole("list", { name: "Statistics" });
  await stats.getByText(`${me.statuses_count + 1} posts`).waitFor();
});

test("Ctrl+Enter sends only when the setting is on", async () => {
  const page = await openHome();
  await editor(page).fill("Sent with the keyboard");
  await editor(page).press("Control+Enter");
  await nextFrames(page);
  assert.equal((await fetchCalls(page, "POST", /^\/api\/v1\/statuses$/)).total, 0, "the key sent nothing");
  assert.equal((await postsWith("Sent with the keyboard")).length, 0);
  assert.equal(await editor(page).inputValue(), "Sent with the keyboard");

  await page.goto(`${h.url}/settings`);
  await page.getByRole("checkbox", { name: "Send posts with Ctrl+Enter" }).check();
  await page.goto(`${h.url}/home`);
  // A stored draft opens the full editor at once, with the draft in it.
  await page.getByRole("form", { name: "Post editor" }).waitFor();
  assert.equal(await editor(page).inputValue(), "Sent with the keyboard");
  await editor(page).press("Control+Enter");
  await page.getByRole("article").filter({ hasText: "Sent with the keyboard" }).first().waitFor();
  assert.equal((await postsWith("Sent with the keyboard")).length, 1);
});

test("the emoji picker inserts at the caret and the preview shows the server's rendering", async () => {
  const page = await openHome();
  await editor(page).fill("Harvest **done**");
  await page.getByRole("button", { name: "Insert emoji" }).click();
  const picker = page.getByRole("dialog", { name: "Emoji picker" });
  await picker.getByRole("searchbox", { name: "Search emojis" }).fill("blobcat");
  await picker.getByRole("button", { name: ":blobcat:" }).click();
  await picker.waitFor({ state: "detached" });
  assert.equal(await editor(page).inputValue(), "Harvest **done** :blobcat: ");
  assert.equal(await editor(page).evaluate((el) => el === document.activeElement), true);

  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview of the post" });
  await preview.locator("strong", { hasText: "done" }).waitFor();
  await preview.locator('img[alt=":blobcat:"]').waitFor();
  assert.equal(await editor(page).count(), 0);
  await preview.getByRole("button", { name: "Back to editing" }).click();
  assert.equal(await editor(page).inputValue(), "Harvest **done** :blobcat: ");
  // The Back button went with the preview: the focus is back in the text.
  await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "What's on your mind?");
});

test("the counter appears under 100 characters left and blocks publishing when over", async () => {
  const page = await openHome();
  const max = (await h.apiAs(null)("GET", "/api/v1/instance")).body.configuration.statuses.max_characters as number;
  await editor(page).fill("x".repeat(max - 100));
  assert.equal(await page.getByText(/characters? left/).count(), 0);
  await editor(page).fill("x".repeat(max - 99));
  await page.getByText("99 characters left").waitFor({ state: "attached" });
  await editor(page).fill("x".repeat(max + 1));
  await page.getByText(/^-1 characters? left$/).waitFor({ state: "attached" });
  assert.equal(await publishButton(page).isDisabled(), true);
});

test("typing changes no node of the page: the text stays in the textarea", async () => {
  const page = await openHome();
  const box = loadedEditor(page);
  await box.pressSequentially("a");
  await publishButton(page).waitFor();
  // Each DOM change sends the browser through the page's `:has()` rules; a controlled textarea had React replace its
  // child text (its default value) on every key.
  await box.evaluate((el) => {
    const seen: string[] = ((window as unknown as { changes: string[] }).changes = []);
    new MutationObserver((list) => seen.push(...list.map((m) => `${m.type} ${m.target.nodeName}`))).observe(el, { childList: true, characterData: true, subtree: true });
  });
  await box.pressSequentially("bcdef");
  assert.equal(await box.inputValue(), "abcdef");
  await nextFrames(page);
  assert.deepEqual(await page.evaluate(() => (window as unknown as { changes: string[] }).changes), []);
});

test("the editor is its own chunk, loaded on home only when its box is used", async () => {
  const page = await h.newPage();
  const chunks: string[] = [];
  page.on("request", (r) => chunks.push(new URL(r.url()).pathname));
  await h.signInAs(page, "alice");
  await editor(page).waitFor();
  await page.locator("article").first().waitFor();
  // Reading home is over once the network has been quiet for a while (Playwright's own definition: 500 ms).
  await page.waitForLoadState("networkidle");
  const editorChunk = (p: string) => /\/Composer-[^/]+\.js$/.test(p);
  assert.ok(chunks.some((p) => p.endsWith(".js")), "requests were recorded");
  assert.equal(chunks.filter(editorChunk).length, 0, "reading home does not load the editor");
  await openComposer(page);
  assert.ok(chunks.some(editorChunk), "using the box loads the editor");
  // A fresh load of /about: the editor chunk must not be among its requests.
  const third = await h.newPage();
  const thirdChunks: string[] = [];
  third.on("request", (r) => thirdChunks.push(new URL(r.url()).pathname));
  await third.goto(`${h.url}/about`);
  await third.getByRole("heading", { level: 1 }).first().waitFor();
  assert.ok(thirdChunks.some((p) => p.endsWith(".js")), "requests were recorded");
  assert.equal(thirdChunks.filter(editorChunk).length, 0);
});

test("what is typed while the editor loads is handed over with the caret and the focus", async () => {
  const page = await h.newPage();
  // Hold the editor's code back so the typing happens in the stand-in.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/Composer-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await h.signInAs(page, "alice");
  await page.locator("article").first().waitFor();
  await editor(page).click();
  await page.keyboard.type("Typed before the editor");
  assert.equal(await page.getByRole("form", { name: "Post editor" }).count(), 0, "still the stand-in");
  release();
  await page.getByRole("form", { name: "Post editor" }).waitFor();
  assert.equal(await editor(page).inputValue(), "Typed before the editor");
  await page.keyboard.type(", and after");
  assert.equal(await editor(page).inputValue(), "Typed before the editor, and after");
  await publishButton(page).click();
  await page.getByRole("article").filter({ hasText: "Typed before the editor, and after" }).first().waitFor();
});

test("a box pointed at until the editor has arrived, then clicked, takes what is typed", async () => {
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  await page.locator("article").first().waitFor();
  await editor(page).hover();
  // Pointing loads the editor; the network falls quiet once it is here.
  await page.waitForLoadState("networkidle");
  await editor(page).click();
  await page.keyboard.type("Clicked after pointing");
  await page.getByRole("form", { name: "Post editor" }).waitFor();
  assert.equal(await loadedEditor(page).inputValue(), "Clicked after pointing");
});

test("the visibility menu: an icon, a name and a line per choice, chosen with the keyboard alone", async () => {
  const page = await openHome();
  const form = page.getByRole("form", { name: "Post editor" });
  const button = form.getByRole("button", { name: "Visibility: Public" });
  assert.equal(await button.locator("svg.icon").count(), 1, "the chosen visibility's icon");
  assert.equal(await form.getByRole("menuitemradio").count(), 0, "the list is built only when opened");

  await button.focus();
  await page.keyboard.press("Enter");
  const choices = form.getByRole("menuitemradio");
  await choices.first().waitFor();
  const rows = await choices.evaluateAll((items) =>
    items.map((item) => [
      item.querySelector(".visibility-choice-name")?.textContent,
      item.querySelector(".visibility-choice-description")?.textContent,
      item.querySelectorAll("svg.icon").length > 0,
      item.getAttribute("aria-checked"),
    ]),
  );
  assert.deepEqual(rows, [
    ["Public", "Visible to everyone", true, "true"],
    ["Followers", "Visible to followers and mentioned users", true, "false"],
    ["Subscribers", "Visible to subscribers and mentioned users", true, "false"],
    ["Direct", "Visible only to mentioned users", true, "false"],
  ]);
  // The list opens on the chosen one; its description is read with its name.
  const focused = form.getByRole("menuitemradio", { name: "Public" });
  assert.equal(await focused.evaluate((el) => el === document.activeElement), true);
  assert.equal(await focused.getAttribute("aria-describedby").then((id) => page.locator(`[id="${id}"]`).textContent()), "Visible to everyone");

  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await form.getByRole("button", { name: "Visibility: Followers" }).waitFor();
  assert.equal(await choices.count(), 0, "closed after the choice");
  assert.equal(await form.getByRole("button", { name: "Visibility: Followers" }).evaluate((el) => el === document.activeElement), true);

  // Escape leaves the choice as it was.
  await page.keyboard.press("ArrowDown");
  await form.getByRole("menuitemradio", { name: "Followers" }).waitFor();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Escape");
  await form.getByRole("button", { name: "Visibility: Followers" }).waitFor();

  await editor(page).fill("Only for my followers");
  await publishButton(page).click();
  await page.getByRole("article").filter({ hasText: "Only for my followers" }).first().waitFor();
  assert.equal((await postsWith("Only for my followers"))[0].visibility, "private");
});
