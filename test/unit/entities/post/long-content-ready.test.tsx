// A page of posts with long content waits for LongContent's chunk, so its cards render with it at once: a card that
// suspended instead would render again when the chunk came, after the page.
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "../../safety/dom";

installDom();
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Provider, createStore } = await import("jotai");
const { Router } = await import("wouter");
const { memoryLocation } = await import("wouter/memory-location");
const { PostContent } = await import("../../../../src/entities/post/PostBody");
const { feedStateFamily, loadFeedAtom } = await import("../../../../src/entities/timeline/timeline-state");
const { postFamily } = await import("../../../../src/state/posts");
const { apiAtom } = await import("../../../../src/state/session");
const { fakeApi, status } = await import("../../support/fake-api");

test("a long post of a page renders its first part and Show more in the page's first render", async () => {
  const store = createStore();
  store.set(apiAtom, fakeApi(() => ({ body: [status("short"), status("long", { content: "<p>a few words</p>".repeat(300) })] })).api);
  await store.set(loadFeedAtom, { kind: "local" });
  const [, id] = store.get(feedStateFamily("local")).ids;
  const container = document.createElement("div");
  act(() =>
    createRoot(container).render(
      <Provider store={store}>
        <Router hook={memoryLocation().hook}>
          <PostContent post={store.get(postFamily(id))!} className="post-content" />
        </Router>
      </Provider>,
    ),
  );
  assert.equal(container.querySelector("button")?.textContent, "Show more");
  assert.ok(container.querySelector(".post-content")!.textContent!.length < 1200, "its first part");
});
