// A non-image attachment in the editor names its file (or URL), not "Attachment 1".
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "../../safety/dom";

installDom();
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Provider, createStore } = await import("jotai");
const { AttachmentItem } = await import("../../../../src/features/compose/AttachmentItem");

test("a non-image attachment shows its file name", () => {
  const container = document.createElement("div");
  const item = {
    key: "u1",
    name: "minutes-march.pdf",
    progress: null,
    attachment: { id: "a1", type: "unknown", url: "https://mitra.test/media/x.pdf", previewUrl: null, description: null },
  };
  act(() =>
    createRoot(container).render(
      <Provider store={createStore()}>
        <ul><AttachmentItem item={item} n={1} onRemove={() => {}} onDescribed={() => {}} /></ul>
      </Provider>,
    ),
  );
  const link = container.querySelector("a.composer-attachment-link");
  assert.equal(link?.textContent, "minutes-march.pdf");
  assert.equal(link?.getAttribute("href"), "https://mitra.test/media/x.pdf");
});
