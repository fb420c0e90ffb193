// LongContent, a poll and quoted posts are chunks of their own (entities/post/card-parts.ts). A page of posts that
// needs one waits for it, so its cards render it at once: a card that suspended instead would render again (and grow)
// when the chunk came, after the page.
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "../../safety/dom";

installDom();
const { createStore } = await import("jotai");
const { renderNow } = await import("../../support/render");
const { PostBody, PostContent } = await import("../../../../src/entities/post/PostBody");
const { pollPart, quotesPart } = await import("../../../../src/entities/post/card-parts");
const { feedStateFamily, loadFeedAtom } = await import("../../../../src/entities/timeline/timeline-state");
const { postFamily } = await import("../../../../src/state/posts");
const { apiAtom } = await import("../../../../src/state/session");
const { fakeApi, status } = await import("../../support/fake-api");

const poll = { id: "p1", expires_at: null, expired: false, multiple: false, votes_count: 0, voters_count: 0, options: [{ title: "Tea", votes_count: 0 }, { title: "Coffee", votes_count: 0 }], emojis: [] };

test("the parts load only with a page that needs them", async () => {
  const store = createStore();
  store.set(apiAtom, fakeApi(() => ({ body: [status("plain")] })).api);
  await store.set(loadFeedAtom, { kind: "local" });
  assert.equal(pollPart.loaded, null, "no poll on the page: its code is not fetched");
  assert.equal(quotesPart.loaded, null);
});

test("a page with a poll and a quote renders both in its cards' first render", async () => {
  const store = createStore();
  const quoted = status("quoted", { poll });
  store.set(apiAtom, fakeApi(() => ({ body: [status("short"), status("quoting", { pleroma: { quote: quoted, quote_visible: true } })] })).api);
  await store.set(loadFeedAtom, { kind: "home" });
  const [, id] = store.get(feedStateFamily("home")).ids;
  const { container, unmount } = renderNow(<PostBody post={store.get(postFamily(id))!} external={false} />, { store });
  assert.ok(container.querySelector(".post-quote"), "the quoted post");
  assert.match(container.querySelector(".post-quote .post-poll")?.textContent ?? "", /Tea.*Coffee/, "its poll");
  await unmount();
});

test("a long post of a page renders its first part and Show more in the page's first render", async () => {
  const store = createStore();
  store.set(apiAtom, fakeApi(() => ({ body: [status("short"), status("long", { content: "<p>a few words</p>".repeat(300) })] })).api);
  await store.set(loadFeedAtom, { kind: "local" });
  const [, id] = store.get(feedStateFamily("local")).ids;
  const { container } = renderNow(<PostContent post={store.get(postFamily(id))!} className="post-content" />, { store });
  assert.equal(container.querySelector("button")?.textContent, "Show more");
  assert.ok(container.querySelector(".post-content")!.textContent!.length < 1200, "its first part");
});
