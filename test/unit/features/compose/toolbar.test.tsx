// The attach buttons while they cannot be used: they say so and do nothing, but keep the focus of whoever pressed one.
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "../../safety/dom";

installDom();
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Provider, createStore } = await import("jotai");
const { ComposerToolbar } = await import("../../../../src/features/compose/ComposerToolbar");

function toolbar(canAttach: boolean, uploading: boolean) {
  const calls = { chooser: 0, url: 0 };
  const container = document.createElement("div");
  document.body.append(container);
  act(() =>
    createRoot(container).render(
      <Provider store={createStore()}>
        <ComposerToolbar
          editing={false}
          sensitive={false}
          onToggleSensitive={() => {}}
          pollOn={false}
          onTogglePoll={() => {}}
          canAttach={canAttach}
          uploading={uploading}
          supportedTypes={["image/png"]}
          onFiles={() => {}}
          onFromUrl={() => calls.url++}
          emojiOpen={false}
          onToggleEmoji={() => {}}
          visibility="public"
          allowed={["public"]}
          onVisibility={() => {}}
        />
      </Provider>,
    ),
  );
  container.querySelector<HTMLInputElement>("input[type=file]")!.click = () => void calls.chooser++;
  const button = (name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
  return { attach: button("Attach files"), fromUrl: button("Upload from a URL"), calls };
}

test("while a file uploads, the attach buttons are aria-disabled, focusable, and open nothing", () => {
  const { attach, fromUrl, calls } = toolbar(false, true);
  attach.focus();
  assert.equal(document.activeElement, attach);
  for (const b of [attach, fromUrl]) {
    assert.equal(b.disabled, false);
    assert.equal(b.getAttribute("aria-disabled"), "true");
  }
  attach.click();
  fromUrl.click();
  assert.deepEqual(calls, { chooser: 0, url: 0 });
});

test("with room and nothing uploading, they open the file chooser and the URL dialog", () => {
  const { attach, fromUrl, calls } = toolbar(true, false);
  assert.equal(attach.getAttribute("aria-disabled"), null);
  attach.click();
  fromUrl.click();
  assert.deepEqual(calls, { chooser: 1, url: 1 });
});
