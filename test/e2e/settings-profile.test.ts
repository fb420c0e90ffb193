// test-seconds: 46
// Profile edit: avatar, banner, flags, mention policy and extra fields reach the server; the form's rules hold.
import { after, before, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { eventually, startHarness, type Harness } from "./harness";
import { seriousViolationsInMain } from "./axe-main";
import { goClient } from "./hardening-guards";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

let h: Harness;
before(async () => {
  h = await startHarness({ staticDir: process.env.E2E_DIST });
});
after(() => h?.close());
beforeEach(() => h.resetDemo());

async function openForm(username: string): Promise<Page> {
  const page = await h.newPage();
  await h.signInAs(page, username);
  await page.goto("/settings/profile");
  await page.getByRole("heading", { name: "Edit profile", level: 1 }).waitFor();
  return page;
}

const me = async (username: string) => (await h.apiAs(username)("GET", "/api/v1/accounts/verify_credentials")).body;

test("name, bio, avatar, banner, flags, mention policy and fields are saved; then the own profile opens", async () => {
  const page = await openForm("bob");
  await page.getByLabel("Display name").fill("  Bob the Builder  ");
  await page.getByLabel("Bio").fill("Makes **chairs**.");
  await page.getByLabel("Avatar").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await page.locator("img.avatar-preview[src^='data:image/png']").waitFor();
  await page.getByLabel("Banner").setInputFiles({ name: "wide.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("checkbox", { name: "Automated account" }).check();
  await page.getByRole("checkbox", { name: "Lock account" }).check();
  await page.getByLabel("Accept mentions from").selectOption({ label: "People I follow and my followers" });

  // bob has one field ("Workshop"); add two more, one with a label that repeats.
  await page.getByRole("button", { name: "Add item" }).click();
  await page.getByLabel("Label 2").fill(" Pronouns ");
  await page.getByLabel("Content 2").fill(" he/him ");
  await page.getByRole("button", { name: "Add item" }).click();
  await page.getByLabel("Label 3").fill("Workshop");
  await page.getByText("This label is already used above.").waitFor();
  assert.equal(await page.getByLabel("Label 3").getAttribute("aria-invalid"), "true");
  await page.getByRole("button", { name: "Remove item 3" }).click();
  assert.equal(await page.getByText("This label is already used above.").count(), 0);

  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL((url) => url.pathname === "/@bob");
  const bob = await me("bob");
  assert.equal(bob.display_name, "Bob the Builder");
  assert.equal(bob.source.note, "Makes **chairs**.");
  assert.equal(bob.bot, true);
  assert.equal(bob.locked, true);
  assert.equal(bob.mention_policy, "only_contacts");
  assert.deepEqual(
    bob.source.fields.map((f: { name: string; value: string }) => [f.name, f.value]),
    [["Workshop", "https://bob-builds.example"], ["Pronouns", "he/him"]],
  );
  assert.match(bob.avatar, /\/media\/[^/]+\.png$/);
  assert.match(bob.header, /\/media\/[^/]+\.png$/);
  const image = await fetch(bob.avatar);
  assert.deepEqual(Buffer.from(await image.arrayBuffer()), PNG, "the image arrived intact");
});

test("the banner can be removed", async () => {
  const before = await me("alice");
  assert.doesNotMatch(before.header, /identicon/);
  const page = await openForm("alice");
  await page.getByRole("button", { name: "Remove banner" }).click();
  assert.equal(await page.getByRole("button", { name: "Remove banner" }).count(), 0);
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL((url) => url.pathname === "/@alice");
  const alice = await me("alice");
  assert.match(alice.header, /identicon/);
  assert.equal(alice.avatar, before.avatar, "the avatar was kept");
});

test("over 75 characters the name cannot be saved; other image types are refused", async () => {
  const page = await openForm("bob");
  const save = page.getByRole("button", { name: "Save" });
  await page.getByLabel("Display name").fill("b".repeat(75));
  assert.equal(await save.isDisabled(), false);
  await page.getByLabel("Display name").fill("b".repeat(76));
  assert.equal(await save.isDisabled(), true);
  await page.getByText("The display name can be at most 75 characters long.").waitFor();

  const accept = await page.getByLabel("Avatar").getAttribute("accept");
  assert.deepEqual(accept?.split(",").every((t) => t.startsWith("image/")), true);
  assert.ok(accept?.includes("image/png"));
  await page.getByLabel("Avatar").setInputFiles({ name: "doc.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF") });
  await page.getByText(/This image type is not supported here/).waitFor();
});

test("image pickers are buttons beside the image, not file inputs with a list of media types", async () => {
  const page = await openForm("alice");
  assert.equal(await page.getByText(/Supported types/).count(), 0);
  for (const name of ["Avatar", "Banner"]) assert.ok(await page.getByLabel(name).isHidden(), `${name}: the file input is out of sight`);
  assert.match((await page.locator("img.banner-preview").getAttribute("src")) ?? "", /^http/, "the current banner");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose avatar" }).click();
  await (await chooser).setFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await page.locator("img.avatar-preview[src^='data:image/png']").waitFor();
  await page.getByRole("button", { name: "Remove banner" }).click();
  assert.equal(await page.locator("img.banner-preview").count(), 0);
  assert.ok(await page.getByRole("button", { name: "Choose banner" }).isVisible());
});

test("extra fields stop at the instance's maximum of 10", async () => {
  const page = await openForm("bob");
  const add = page.getByRole("button", { name: "Add item" });
  for (let n = 2; n <= 10; n++) await add.click();
  assert.equal(await page.getByLabel(/^Label \d+$/).count(), 10);
  assert.equal(await add.count(), 0);
  await page.getByRole("button", { name: "Remove item 10" }).click();
  assert.equal(await add.count(), 1);
});

test("a failed save shows the server's message and keeps everything typed", async () => {
  const page = await openForm("bob");
  await page.getByLabel("Display name").fill("Robert");
  await h.injectFault("PATCH /api/v1/accounts/update_credentials", "500");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("alert").getByText("Something went wrong. Please try again.").waitFor();
  // The focus stays on Save for another try (a button disabled while saving would have dropped it).
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Save");
  assert.equal(new URL(page.url()).pathname, "/settings/profile");
  assert.equal(await page.getByLabel("Display name").inputValue(), "Robert");
  assert.equal((await me("bob")).display_name, "Bob Lindqvist");

  // A message from the server's own validation is shown as it is.
  await page.getByLabel("Bio").fill("x".repeat(10_001));
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("alert").getByText("bio is too long").waitFor();
});

test("a saved name shows at once on the own posts already loaded in home and on the own profile, without a reload", async () => {
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  const ownPosts = page.getByRole("article", { name: /^Post by @alice\b/ });
  await ownPosts.first().waitFor();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await goClient(page, "/settings/profile");
  await page.getByRole("heading", { name: "Edit profile", level: 1 }).waitFor();
  await page.getByLabel("Display name").fill("Alice in Bloom");
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL((url) => url.pathname === "/@alice");
  await page.getByRole("heading", { name: "Alice in Bloom", level: 1 }).waitFor();

  await goClient(page, "/home");
  await ownPosts.first().getByText("Alice in Bloom").waitFor();
  assert.equal(await page.locator(".post-author").getByText("Alice Moreau").count(), 0, "no card keeps the old name");
  assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true, "no reload");
});

test("a preview card follows the form as it is typed and picked; it fits 320 px and axe finds nothing serious in the dark theme", async () => {
  const context = await h.browser.newContext({ baseURL: h.url, bypassCSP: true, viewport: { width: 320, height: 800 } });
  try {
    const page = await context.newPage();
    await h.signInAs(page, "alice");
    await page.goto("/settings/profile");
    await page.getByRole("heading", { name: "Edit profile", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Switch to dark theme" }).click(); // alice chose the light one
    await eventually(async () => assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), "dark"));
    const card = page.locator(".profile-preview");
    assert.equal(await card.getAttribute("aria-hidden"), "true", "an echo of the form, not read twice");
    await card.getByText("Alice Moreau").waitFor();
    await card.getByText("@alice").waitFor();

    // The instance's custom emoji render in the name as they will on the profile.
    await page.getByLabel("Display name").fill("Alice :blobcat: in Bloom");
    await card.locator(".display-name").getByText("Alice in Bloom").waitFor();
    await card.locator(".display-name img.custom-emoji[alt=':blobcat:']").waitFor();
    await page.getByLabel("Bio").fill("<b>Gardens</b>\nby the sea");
    await eventually(async () => assert.equal(await card.locator(".profile-preview-bio").innerText(), "<b>Gardens</b>\nby the sea"));
    assert.equal(await card.locator(".profile-preview-bio b").count(), 0, "the bio is text, not HTML");

    await page.getByLabel("Avatar").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await card.locator("img.avatar[src^='data:image/png']").waitFor();
    assert.equal(await card.locator("img.profile-preview-banner").count(), 1);
    await page.getByRole("button", { name: "Remove banner" }).click();
    assert.equal(await card.locator("img.profile-preview-banner").count(), 0, "a removed banner leaves the card");

    await page.getByLabel("Bio").fill("w".repeat(400));
    await page.getByLabel("Display name").fill("x".repeat(75));
    await eventually(async () => assert.match(await card.innerText(), /x{75}/));
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 320, "nothing scrolls sideways");

    assert.deepEqual(await seriousViolationsInMain(page), []);
  } finally {
    await context.close();
  }
});
