// The Publish button while a post is on its way: it says so, and keeps the focus of the person who pressed it.
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "../../safety/dom";

installDom();
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { signal } = await import("@preact/signals-react");
const { PublishButton } = await import("../../../../src/features/compose/PublishButton");

function render(props: { text: string; sending: boolean; uploading?: boolean }) {
  const container = document.createElement("div");
  document.body.append(container);
  act(() =>
    createRoot(container).render(
      <PublishButton text={signal(props.text)} max={500} sending={props.sending} uploading={props.uploading ?? false} label="Publish" />,
    ),
  );
  return container.querySelector("button")!;
}

test("while sending, the button is busy and aria-disabled but stays focusable", () => {
  const button = render({ text: "Hello", sending: true });
  assert.equal(button.disabled, false);
  assert.equal(button.getAttribute("aria-disabled"), "true");
  assert.equal(button.getAttribute("aria-busy"), "true");
});

test("too long a text or a running upload disables the button", () => {
  assert.equal(render({ text: "x".repeat(501), sending: false }).disabled, true);
  assert.equal(render({ text: "Hello", sending: false, uploading: true }).disabled, true);
  const ready = render({ text: "Hello", sending: false });
  assert.equal(ready.disabled, false);
  assert.equal(ready.getAttribute("aria-disabled"), null);
});
