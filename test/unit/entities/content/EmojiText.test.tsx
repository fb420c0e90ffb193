// Custom emoji in plain text (display names, poll options) are capped as in content: 30,000 in a name must not
// become 30,000 images.
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "../../safety/dom";

installDom();
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Provider, createStore } = await import("jotai");
const { EmojiText } = await import("../../../../src/entities/content/EmojiText");
const { MAX_EMOJI_PER_FIELD } = await import("../../../../src/entities/content/emoji-map");

test("a display name of 30,000 custom emoji renders at most the cap as images, the rest as text", () => {
  const emojis = [{ shortcode: "blobcat", url: "https://mitra.test/media/blobcat.png", static_url: "", visible_in_picker: true }];
  const container = document.createElement("div");
  act(() => createRoot(container).render(<Provider store={createStore()}><EmojiText text={":blobcat:".repeat(30_000)} emojis={emojis as never} /></Provider>));
  assert.equal(container.querySelectorAll("img").length, MAX_EMOJI_PER_FIELD);
  assert.equal((container.textContent ?? "").length, ":blobcat:".length * (30_000 - MAX_EMOJI_PER_FIELD));
});

test("display names everywhere (post header, repost line, cards, quotes) show custom emoji, capped", async () => {
  const { DisplayName } = await import("../../../../src/entities/account/AccountName");
  const emojis = [{ shortcode: "blobcat", url: "https://mitra.test/media/blobcat.png", static_url: "", visible_in_picker: true }];
  const container = document.createElement("div");
  const account = { username: "bob", acct: "bob", display_name: "Bob :blobcat:", emojis } as never;
  act(() => createRoot(container).render(<Provider store={createStore()}><DisplayName account={account} /></Provider>));
  assert.equal(container.querySelector("img.custom-emoji")?.getAttribute("alt"), ":blobcat:");
  assert.equal(container.textContent, "Bob ");
  const many = { username: "bob", acct: "bob", display_name: ":blobcat:".repeat(500), emojis } as never;
  act(() => createRoot(container).render(<Provider store={createStore()}><DisplayName account={many} /></Provider>));
  assert.equal(container.querySelectorAll("img").length, MAX_EMOJI_PER_FIELD);
});
