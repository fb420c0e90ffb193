// Escape (the dialog's cancel event) closes the dialog it happened in, not the dialogs around it.
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "../safety/dom";

installDom();
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Dialog } = await import("../../../src/ui/Dialog");

test("a cancel in an inner dialog closes the inner one only", () => {
  const closed: string[] = [];
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <Dialog open onClose={() => closed.push("outer")} labelledBy="outer-title">
        <h2 id="outer-title">New post</h2>
        <Dialog open onClose={() => closed.push("inner")} labelledBy="inner-title">
          <h2 id="inner-title">Upload from a URL</h2>
        </Dialog>
      </Dialog>,
    ),
  );
  const [outer, inner] = [...container.querySelectorAll("dialog")];
  act(() => void inner!.dispatchEvent(new window.Event("cancel", { cancelable: true })));
  assert.deepEqual(closed, ["inner"]);
  act(() => void outer!.dispatchEvent(new window.Event("cancel", { cancelable: true })));
  assert.deepEqual(closed, ["inner", "outer"]);
  act(() => root.unmount());
  container.remove();
});
