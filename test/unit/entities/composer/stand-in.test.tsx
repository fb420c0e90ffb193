// Home's stand-in box: what is typed there is never lost, whether the editor arrives late (it may read the text
// after the box is gone) or never (the page is left first: the text is kept as the new-post draft).
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "../../safety/dom";

installDom();
const { act } = await import("react");
const { renderInApp } = await import("../../support/render");
const { ComposerOnDemand } = await import("../../../../src/entities/composer/ComposerOnDemand");
const { ComposerContext } = await import("../../../../src/entities/composer/composer-context");
const { load, remove } = await import("../../../../src/lib/storage");
type Props = import("../../../../src/entities/composer/composer-context").ComposerProps;

function typeInto(box: HTMLTextAreaElement, text: string) {
  box.value = text;
  box.setSelectionRange(text.length, text.length);
  box.dispatchEvent(new window.Event("input", { bubbles: true }));
}

test("a page left before the editor arrived keeps the stand-in's text as the new-post draft", async () => {
  const source = { Component: () => null, load: () => new Promise<never>(() => undefined) };
  const { container, unmount } = await renderInApp(
    <ComposerContext.Provider value={source as never}>
      <ComposerOnDemand label="What's on your mind?" />
    </ComposerContext.Provider>,
  );
  const box = container.querySelector("textarea")!;
  await act(async () => typeInto(box, "Seedlings are up"));
  window.dispatchEvent(new window.Event("pagehide"));
  assert.deepEqual(load("post_content:new", (raw) => raw, null), { text: "Seedlings are up" });
  await unmount();
  container.remove();
});

test("an editor that reads the hand-over after the box is gone still gets what was typed", async () => {
  let handOff: (() => { text: string; caret: number }) | undefined;
  let arrive: (c: unknown) => void = () => undefined;
  // Like the real editor, it reads the hand-over on a later render (after its own data), when the box is gone.
  const Editor = (props: Props) => {
    if (props.mode === "new") handOff = props.handOff;
    return null;
  };
  const source = { Component: Editor, load: () => new Promise((resolve) => (arrive = resolve)) };
  const { container, unmount } = await renderInApp(
    <ComposerContext.Provider value={source as never}>
      <ComposerOnDemand label="What's on your mind?" />
    </ComposerContext.Provider>,
  );
  const box = container.querySelector("textarea")!;
  await act(async () => typeInto(box, "Compost day"));
  await act(async () => arrive(Editor));
  assert.equal(container.querySelector("textarea"), null, "the box is gone");
  assert.deepEqual(handOff?.(), { text: "Compost day", caret: 11, focused: false }, "the box, gone, has no focus to hand over");
  await unmount();
  container.remove();
});

test("the stand-in and the editor taking over sit in the same holder, the layer home lifts above the timeline", async () => {
  let arrive: (c: unknown) => void = () => undefined;
  const Editor = () => <form aria-label="New post" />;
  const source = { Component: Editor, load: () => new Promise((resolve) => (arrive = resolve)) };
  const { container, unmount } = await renderInApp(
    <ComposerContext.Provider value={source as never}>
      <ComposerOnDemand label="What's on your mind?" />
    </ComposerContext.Provider>,
  );
  const holder = container.querySelector(".composer-on-demand");
  assert.ok(holder?.querySelector("textarea"), "the stand-in is in the holder");
  await act(async () => typeInto(container.querySelector("textarea")!, "Rain"));
  await act(async () => arrive(Editor));
  assert.equal(container.querySelector(".composer-on-demand"), holder, "the same holder stays");
  assert.ok(holder?.querySelector("form"), "the editor is in it");
  await unmount();
  container.remove();
});

test("a press on the box once the editor has arrived (pointer over it first) hands the focus over", async () => {
  let handOff: (() => { text: string; caret: number; focused?: boolean }) | undefined;
  const Editor = (props: Props) => {
    if (props.mode === "new") handOff = props.handOff;
    return <form aria-label="New post" />;
  };
  const source = { Component: Editor, load: async () => Editor };
  remove("post_content:new"); // no stored draft: the box is there first
  const { container, unmount } = await renderInApp(
    <ComposerContext.Provider value={source as never}>
      <ComposerOnDemand label="What's on your mind?" />
    </ComposerContext.Provider>,
  );
  const box = container.querySelector("textarea")!;
  await act(async () => box.dispatchEvent(new window.PointerEvent("pointerover", { bubbles: true })));
  // The press leaves the box in place for the focus it gives; that focus opens the editor, which takes it over.
  await act(async () => box.dispatchEvent(new window.PointerEvent("pointerdown", { bubbles: true })));
  assert.equal(container.querySelector("textarea"), box, "the box is still there to take the press's focus");
  await act(async () => box.focus());
  assert.ok(container.querySelector("form"), "the editor took over");
  assert.equal(handOff?.().focused, true);
  await unmount();
  container.remove();
});
