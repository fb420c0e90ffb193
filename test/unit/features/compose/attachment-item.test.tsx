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

test("the description takes the focus as it opens and gives it back to its button once saved", async () => {
  const { fakeApi } = await import("../../support/fake-api");
  const { apiAtom } = await import("../../../../src/state/session");
  const fake = fakeApi(({ body }) => ({
    body: { id: "a1", type: "image", url: "https://mitra.test/media/x.png", preview_url: null, description: (body as { description: string }).description },
  }));
  const store = createStore();
  store.set(apiAtom, fake.api);
  const container = document.createElement("div");
  document.body.append(container);
  const item = {
    key: "u1",
    name: "x.png",
    progress: null,
    attachment: { id: "a1", type: "image", url: "https://mitra.test/media/x.png", previewUrl: null, description: null },
  };
  const described: string[] = [];
  const root = createRoot(container);
  act(() =>
    root.render(
      <Provider store={store}>
        <ul><AttachmentItem item={item} n={1} onRemove={() => {}} onDescribed={(_, a) => described.push(a.description ?? "")} /></ul>
      </Provider>,
    ),
  );
  const alt = container.querySelector<HTMLButtonElement>("[data-missing-description]")!;
  // Its name holds the word it shows (label in name, WCAG 2.5.3).
  assert.equal(alt.getAttribute("aria-label"), `${alt.textContent} Edit description of attachment 1`);
  await act(async () => alt.click());
  const field = container.querySelector("textarea")!;
  assert.equal(document.activeElement, field);
  const save = [...container.querySelectorAll("button")].find((b) => b.textContent === "Save description")!;
  await act(async () => save.click());
  assert.deepEqual(described, [""]);
  assert.equal(container.querySelector("textarea"), null, "the description closed");
  assert.equal(document.activeElement, alt);
  act(() => root.unmount());
  container.remove();
});
