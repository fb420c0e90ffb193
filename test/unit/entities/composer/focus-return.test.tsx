// An editor opened by a control gives the focus back to it when it closes (after a post, Update or Cancel).
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "../../safety/dom";

installDom();
const { act, useLayoutEffect, useRef, useState } = await import("react");
const { renderInApp } = await import("../../support/render");
const { ComposerContext, ComposerSlot } = await import("../../../../src/entities/composer/ComposerSlot");

/** Stands in for the editor: takes the focus when it opens, as the real one does. */
function Editor() {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => ref.current?.focus(), []);
  return <textarea ref={ref} aria-label="Write your reply" />;
}
const source = { Component: Editor, load: async () => Editor };

let setOpen: (open: boolean) => void = () => undefined;
function Card() {
  const [open, set] = useState(false);
  setOpen = set;
  return (
    <article>
      <button type="button" onClick={() => set(true)}>Reply</button>
      <button type="button">Like</button>
      {open && <ComposerSlot mode="reply" inReplyTo={{} as never} />}
    </article>
  );
}

async function openEditor() {
  const page = await renderInApp(
    <ComposerContext.Provider value={source}>
      <Card />
    </ComposerContext.Provider>,
  );
  const reply = page.container.querySelector("button")!;
  reply.focus();
  await act(async () => reply.click());
  assert.equal(document.activeElement, page.container.querySelector("textarea"));
  return { page, reply };
}

test("closing the editor while the focus is in it gives the focus back to the control that opened it", async () => {
  const { page, reply } = await openEditor();
  await act(async () => setOpen(false));
  assert.equal(document.activeElement, reply);
  await page.unmount();
  page.container.remove();
});

test("a reader who has moved the focus elsewhere keeps it when the editor closes", async () => {
  const { page } = await openEditor();
  const like = page.container.querySelectorAll("button")[1]!;
  like.focus();
  await act(async () => setOpen(false));
  assert.equal(document.activeElement, like);
  await page.unmount();
  page.container.remove();
});
