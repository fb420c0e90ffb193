import { test } from "node:test";
import assert from "node:assert/strict";
import { installDom, press } from "./dom";

const window = installDom();
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Provider, createStore } = await import("jotai");
const { EmojiPicker } = await import("../../../../src/entities/emoji/EmojiPicker");

const customEmojis = [{ shortcode: "blobcat", url: "https://mitra.test/blobcat.png", static_url: "", visible_in_picker: true }];
const fakeFetch = async (input: RequestInfo | URL) => {
  const url = input instanceof Request ? input.url : String(input);
  assert.ok(url.endsWith("/api/v1/custom_emojis"), url);
  return new Response(JSON.stringify(customEmojis), { headers: { "Content-Type": "application/json" } });
};

(window as unknown as { MITRA_CONFIG: object }).MITRA_CONFIG = { apiUrl: "https://mitra.test" };
globalThis.fetch = fakeFetch as typeof fetch;

async function renderPicker() {
  const store = createStore();
  const opener = document.createElement("button");
  document.body.append(opener);
  opener.focus();
  const container = document.createElement("div");
  document.body.append(container);
  const picked: string[] = [];
  let closed = 0;
  const root = createRoot(container);
  const render = (open: boolean) =>
    root.render(
      <Provider store={store}>
        {open && <EmojiPicker onPick={(e) => picked.push(e)} onClose={() => (closed++, render(false))} />}
      </Provider>,
    );
  await act(async () => render(true));
  await until(() => container.querySelectorAll(".emoji-button").length > 8);
  return { container, picked, closed: () => closed, opener, root };
}

/** Polls until the check passes (the emoji data loads asynchronously). */
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await act(async () => new Promise((r) => setTimeout(r, 20)));
}
const buttons = (c: Element) => [...c.querySelectorAll<HTMLButtonElement>(".emoji-button")];
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")!.set!;
    setter.call(input, value);
    input.dispatchEvent(new window.Event("input", { bubbles: true }) as unknown as Event);
  });
  await act(async () => new Promise((r) => setTimeout(r, 20)));
}

test("shows the 8 quick emojis and the custom emojis, each with an accessible name", async () => {
  const { container, root } = await renderPicker();
  const names = buttons(container).map((b) => b.getAttribute("aria-label"));
  assert.deepEqual(names.slice(0, 8), ["red heart", "grinning squinting face", "thinking face", "crying face", "enraged face", "party popper", "hundred points", "eyes"]);
  assert.deepEqual(names.slice(8), [":blobcat:"]);
  assert.equal(document.activeElement, container.querySelector("input[type=search]"));
  await act(async () => root.unmount());
});

test("picking a custom emoji gives :shortcode:, a Unicode one the character", async () => {
  const { container, picked, root } = await renderPicker();
  await act(async () => buttons(container)[8].click());
  await act(async () => buttons(container)[0].click());
  assert.deepEqual(picked, [":blobcat:", "❤️"]);
  await act(async () => root.unmount());
});

test("search is trimmed, finds names, accepts one typed emoji and says when nothing matches", async () => {
  const { container, picked, root } = await renderPicker();
  const input = container.querySelector<HTMLInputElement>("input[type=search]")!;
  await type(input, "  rocket ");
  await until(() => buttons(container).length === 1);
  assert.deepEqual(buttons(container).map((b) => b.textContent), ["🚀"]);
  await type(input, "🦩");
  assert.deepEqual(buttons(container).map((b) => b.textContent), ["🦩"]);
  await act(async () => press(input, "Enter"));
  assert.deepEqual(picked, ["🦩"]);
  await type(input, "qqqqzz");
  await until(() => /No emojis found/.test(container.textContent ?? ""));
  assert.equal(buttons(container).length, 0);
  assert.match(container.textContent ?? "", /No emojis found/);
  await act(async () => root.unmount());
});

test("arrow keys move through the grid and Escape closes, returning focus to the opener", async () => {
  const { container, closed, opener } = await renderPicker();
  const input = container.querySelector<HTMLInputElement>("input[type=search]")!;
  await act(async () => press(input, "ArrowDown"));
  assert.equal(document.activeElement?.getAttribute("aria-label"), "red heart");
  await act(async () => press(document.activeElement!, "ArrowRight"));
  assert.equal(document.activeElement?.getAttribute("aria-label"), "grinning squinting face");
  await act(async () => press(document.activeElement!, "ArrowDown"));
  assert.equal(document.activeElement?.getAttribute("aria-label"), ":blobcat:");
  await act(async () => press(document.activeElement!, "End"));
  assert.equal(document.activeElement?.getAttribute("aria-label"), ":blobcat:");
  await act(async () => press(document.activeElement!, "Escape"));
  assert.equal(closed(), 1);
  assert.equal(container.querySelector(".emoji-picker"), null);
  assert.equal(document.activeElement, opener);
});

test("tabbing out of the picker closes it and leaves the focus where it went", async () => {
  const { container, closed, opener, root } = await renderPicker();
  const next = document.createElement("a");
  next.href = "#next";
  document.body.append(next);
  await act(async () => buttons(container)[0].focus());
  assert.equal(closed(), 0, "moving inside the picker keeps it open");
  await act(async () => opener.focus());
  assert.equal(closed(), 0, "the opener toggles the picker itself");
  await act(async () => buttons(container)[0].focus());
  await act(async () => next.focus());
  assert.equal(closed(), 1);
  assert.equal(container.querySelector(".emoji-picker"), null);
  assert.equal(document.activeElement, next);
  next.remove();
  await act(async () => root.unmount());
});
