// Typing in the editor: the counter, the preview toggle and the Publish button read the text, but render again only
// when what they show changes, not on every key (each render is React's work inside the key's event).
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "../../safety/dom";

installDom();
const { act, Profiler } = await import("react");
const { createRoot } = await import("react-dom/client");
const { signal } = await import("@preact/signals-react");
const { PublishButton } = await import("../../../../src/features/compose/PublishButton");
const { PreviewToggle } = await import("../../../../src/features/compose/PreviewToggle");
const { CharacterCounter } = await import("../../../../src/features/compose/CharacterCounter");

test("keys that change nothing shown render nothing; the toggle, the counter and the button change when they must", () => {
  const text = signal("");
  let commits = 0;
  const container = document.createElement("div");
  document.body.append(container);
  act(() =>
    createRoot(container).render(
      <Profiler id="editor" onRender={() => commits++}>
        <CharacterCounter text={text} max={500} />
        <PreviewToggle text={text} on={false} onToggle={() => undefined} />
        <PublishButton text={text} max={500} sending={false} uploading={false} label="Publish" />
      </Profiler>,
    ),
  );
  const type = (value: string) => act(() => void (text.value = value));
  const button = () => container.querySelector<HTMLButtonElement>("button[type=submit]")!;
  assert.equal(container.querySelectorAll("button").length, 1, "no preview toggle without text");

  commits = 0;
  type("H");
  assert.equal(container.querySelectorAll("button").length, 2, "the preview toggle, once there is text");
  const afterFirst = commits;
  for (const value of ["He", "Hel", "Hell", "Hello"]) type(value);
  assert.equal(commits, afterFirst, "no render for the keys after the first");

  type("x".repeat(450));
  assert.match(container.textContent ?? "", /50/, "the counter within the last 100 characters");
  const shown = commits;
  type("x".repeat(451));
  assert.ok(commits > shown, "the counter follows each key while shown");
  assert.match(container.textContent ?? "", /49/);
  assert.equal(button().disabled, false);

  type("x".repeat(501));
  assert.equal(button().disabled, true, "over the limit");
  type("x".repeat(499));
  assert.equal(button().disabled, false);
});
