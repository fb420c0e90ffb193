import { test } from "node:test";
import assert from "node:assert/strict";
import { byLabel, installDom, typeInto } from "./dom";

const window = installDom();
// The media origins are the API's and the page's.
Object.defineProperty(globalThis, "location", { value: window.location, configurable: true, writable: true });
const { act } = await import("react");
const { createStore } = await import("jotai");
const { renderInApp } = await import("../../support/render");
const { default: ProfileEditView } = await import("../../../../src/features/settings/ProfileEditView");
const { apiAtom, currentUserAtom, tokenAtom } = await import("../../../../src/state/session");
const { fakeApi } = await import("../../support/fake-api");

const user = {
  id: "1",
  username: "bob",
  acct: "bob",
  display_name: "Bob :blob:",
  avatar: "https://mitra.test/media/bob.png",
  header: "https://mitra.test/media/wide.png",
  emojis: [{ shortcode: "blob", url: "https://mitra.test/emoji/blob.png" }],
  fields: [],
  source: { note: "Makes chairs.", fields: [{ name: "Workshop", value: "north" }] },
};

async function renderForm() {
  const fake = fakeApi((request) =>
    request.url.pathname === "/api/v1/custom_emojis"
      ? { body: [{ shortcode: "party", url: "https://mitra.test/emoji/party.png", static_url: "https://mitra.test/emoji/party.png", visible_in_picker: false }] }
      : { status: 404, body: { error: "not found" } },
  );
  const store = createStore();
  store.set(apiAtom, fake.api);
  store.set(tokenAtom, "t");
  store.set(currentUserAtom, user as never);
  const { container, unmount } = await renderInApp(<ProfileEditView />, { store, path: "/settings/profile" });
  const card = container.querySelector<HTMLElement>(".profile-preview")!;
  return { container, card, fake, unmount };
}

/** Lets the app run until `done` holds (lazy parts load, answers arrive), failing after 5 s. */
async function until(done: () => boolean, what: string): Promise<void> {
  for (const start = Date.now(); !done(); ) {
    if (Date.now() - start > 5000) assert.fail(`timed out waiting for ${what}`);
    await act(async () => new Promise((r) => setTimeout(r, 10)));
  }
}
const hasLabel = (root: ParentNode, text: string) => [...root.querySelectorAll("label")].some((l) => l.textContent?.trim() === text);

test("the preview card follows the display name as it is typed, with the account's custom emoji as images", async () => {
  const { container, card, unmount } = await renderForm();
  assert.ok(card, "a preview card");
  assert.equal(card.getAttribute("aria-hidden"), "true", "an echo of the form, hidden from screen readers");
  assert.equal(card.querySelector("a, button, input, [tabindex]"), null, "nothing in it takes the focus");
  const name = () => card.querySelector(".display-name")!;
  assert.equal(name().textContent, "Bob ");
  assert.equal(name().querySelector("img.custom-emoji")?.getAttribute("src"), "https://mitra.test/emoji/blob.png");
  assert.match(card.textContent ?? "", /@bob/);
  assert.equal(card.querySelector(".profile-preview-banner")?.getAttribute("src"), "https://mitra.test/media/wide.png");

  await act(async () => typeInto(byLabel(container, "Display name"), "  Robert :blob: the Builder "));
  assert.equal(name().textContent, "Robert  the Builder");
  assert.equal(name().querySelectorAll("img.custom-emoji").length, 1);

  // An empty name shows the username, as the profile does.
  await act(async () => typeInto(byLabel(container, "Display name"), ""));
  assert.equal(name().textContent, "bob");
  await unmount();
});

test("the bio is shown as the text typed, never parsed as HTML, with its line breaks; fields as typed", async () => {
  const { container, card, unmount } = await renderForm();
  const bio = () => card.querySelector(".profile-preview-bio");
  assert.equal(bio()?.textContent, "Makes chairs.");
  await act(async () => typeInto(byLabel<HTMLInputElement>(container, "Bio"), "<b>Chairs</b>\nand tables\n"));
  assert.equal(bio()?.textContent, "<b>Chairs</b>\nand tables");
  assert.equal(bio()?.querySelector("b"), null);
  await act(async () => typeInto(byLabel<HTMLInputElement>(container, "Bio"), "  "));
  assert.equal(bio(), null, "no empty bio");

  // The fields' editor loads after the rest of the form.
  await until(() => hasLabel(container, "Content 1"), "the fields' editor");
  assert.deepEqual([...card.querySelectorAll("dt, dd")].map((e) => e.textContent), ["Workshop", "north"]);
  await act(async () => typeInto(byLabel(container, "Content 1"), " south "));
  assert.deepEqual([...card.querySelectorAll("dt, dd")].map((e) => e.textContent), ["Workshop", "south"]);
  await unmount();
});

test("a shortcode the account has not used yet is looked up in the instance's custom emoji, only then", async () => {
  const { container, card, fake, unmount } = await renderForm();
  await until(() => hasLabel(container, "Content 1"), "the whole form");
  assert.equal(fake.count("GET", /custom_emojis$/), 0, "not asked while the account's own emoji suffice");
  await act(async () => typeInto(byLabel(container, "Display name"), "Bob :party:"));
  await until(() => card.querySelector(".display-name img.custom-emoji") !== null, "the looked-up emoji");
  assert.equal(fake.count("GET", /custom_emojis$/), 1);
  assert.equal(card.querySelector(".display-name img.custom-emoji")?.getAttribute("alt"), ":party:");
  await unmount();
});
