// A page of posts waits only for the card parts of the posts it shows first; any other card asks for a part it lacks
// as it comes near the screen (one IntersectionObserver) or takes the focus, and again after a failed load.
import assert from "node:assert/strict";
import { test } from "node:test";
import { act } from "react";
import { installDom } from "../../safety/dom";

installDom();
// The one observer the cards share: the test says which card comes near.
const observed = new Set<Element>();
let report: ((entries: { target: Element; isIntersecting: boolean }[]) => void) | null = null;
let margin = "";
(globalThis as Record<string, unknown>).IntersectionObserver = class {
  constructor(callback: typeof report, options: { rootMargin: string }) {
    report = callback;
    margin = options.rootMargin;
  }
  observe(el: Element) {
    observed.add(el);
  }
  unobserve(el: Element) {
    observed.delete(el);
  }
};
(globalThis as Record<string, unknown>).FocusEvent = (document.defaultView as unknown as { FocusEvent: unknown }).FocusEvent;

const { createStore } = await import("jotai");
const { renderInApp } = await import("../../support/render");
const { PostBody } = await import("../../../../src/entities/post/PostBody");
const { cardsWithin, pollPart, quotesPart, longContentPart, useNearParts } = await import("../../../../src/entities/post/card-parts");
const { feedStateFamily, loadFeedAtom } = await import("../../../../src/entities/timeline/timeline-state");
const { shownFirst } = await import("../../../../src/features/thread/thread-actions");
const { apiAtom } = await import("../../../../src/state/session");
const { fakeApi, status: raw } = await import("../../support/fake-api");
type Status = import("../../../../src/api/types").Status;
const status = (id: string, fields: Record<string, unknown> = {}) => raw(id, fields) as unknown as Status;

const poll = { id: "p1", expires_at: null, expired: false, multiple: false, votes_count: 0, voters_count: 0, options: [{ title: "Tea", votes_count: 0 }, { title: "Coffee", votes_count: 0 }], emojis: [] };

/** A card as PostCard wires it: its element watched, its body with the parts; `now`: the thread's focused post. */
function Card({ post, now = false }: { post: Status; now?: boolean }) {
  return (
    <article className="post-card" ref={useNearParts(post, now)}>
      <button type="button">Open</button>
      <PostBody post={post} external={false} />
    </article>
  );
}

const near = (card: Element) => act(async () => report!([{ target: card, isIntersecting: true }]));
/** Waits for a part's chunk (the load under way, or none) and the renders it brings. */
const arrived = (part: { load: () => Promise<unknown> }) => act(async () => void (await part.load()));

test("a first page waits for the parts of the posts its first screen shows, not for those further down", async () => {
  const store = createStore();
  const far = status("far", { poll });
  store.set(apiAtom, fakeApi(() => ({ body: [status("one"), status("two"), far] })).api);
  await store.set(loadFeedAtom, { kind: "local" }, 0, 2);
  assert.deepEqual(store.get(feedStateFamily("local")).ids, ["one", "two", "far"], "the whole page is listed");
  assert.equal(pollPart.loaded, null, "the third post's poll is not awaited, nor fetched");
  assert.equal(cardsWithin(-57), 0, "a list starting below the screen shows no post on it");
  assert.equal(cardsWithin(600), 5);
});

test("a thread waits for the parts of the posts above the one it opens at, that one and a screen of replies", () => {
  const posts = ["a", "b", "open", "r1", "r2", "r3", "r4", "r5", "r6", "r7"].map((id) => ({ id }));
  assert.deepEqual(shownFirst(posts, "open", 240).map((p) => p.id), ["a", "b", "open", "r1", "r2"]);
  assert.equal(shownFirst(posts, "gone", 240).length, posts.length, "a thread without the post: all of it");
});

test("a far card renders without its part, loads it as it comes near, and renders it then", async () => {
  const store = createStore();
  const post = status("polled", { poll });
  const { container, unmount } = await renderInApp(<Card post={post} />, { store });
  const card = container.querySelector("article")!;
  assert.ok(observed.has(card), "the card lacking its poll is watched");
  assert.equal(margin, "100% 0px", "a screen above and below");
  assert.equal(pollPart.loaded, null, "not near: not fetched");
  assert.equal(container.querySelector(".post-poll"), null, "the card shows without the poll");
  await near(card);
  await arrived(pollPart);
  assert.match(container.querySelector(".post-poll")?.textContent ?? "", /Tea.*Coffee/, "near: the poll came and shows");
  await unmount();
  assert.ok(!observed.has(card), "a card that leaves is no longer watched");
});

test("the thread's focused post (glided to) asks for its parts at once, not once near", async () => {
  const store = createStore();
  const post = status("quoting", { pleroma: { quote: status("quoted"), quote_visible: true } });
  const load = quotesPart.load;
  let asked = 0;
  quotesPart.load = () => (asked++, Promise.reject(new Error("offline")));
  try {
    const far = await renderInApp(<Card post={post} />, { store });
    assert.equal(asked, 0, "another card waits until near");
    const focused = await renderInApp(<Card post={post} now />, { store });
    assert.equal(asked, 1);
    await far.unmount();
    await focused.unmount();
  } finally {
    quotesPart.load = load;
  }
});

test("a card loads its part when the focus enters it, and asks again after a failed load", async () => {
  const store = createStore();
  const post = status("quoting", { pleroma: { quote: status("quoted"), quote_visible: true } });
  const load = quotesPart.load;
  let asked = 0;
  quotesPart.load = () => (asked++, Promise.reject(new Error("offline")));
  try {
    const { container, unmount } = await renderInApp(<Card post={post} />, { store });
    const card = container.querySelector("article")!;
    await act(async () => container.querySelector("button")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));
    assert.equal(asked, 1, "the focus entering the card asks for its quote");
    await near(card);
    assert.equal(asked, 2, "failed: coming near again asks again");
    quotesPart.load = load;
    await near(card);
    await arrived(quotesPart);
    assert.ok(container.querySelector(".post-quote"), "the quoted post shows once the load succeeds");
    await unmount();
  } finally {
    quotesPart.load = load;
  }
});

test("a card with every part it needs in is not watched; long content waits for its card too", async () => {
  const store = createStore();
  const { container, unmount } = await renderInApp(<Card post={status("again", { poll })} />, { store });
  assert.ok(!observed.has(container.querySelector("article")!), "the poll's code is in: nothing to wait for");
  assert.ok(container.querySelector(".post-poll"), "rendered at once");
  await unmount();
  const long = await renderInApp(<Card post={status("long", { content: "<p>a few words</p>".repeat(300) })} />, { store });
  assert.equal(longContentPart.loaded, null);
  assert.equal(long.container.querySelector(".post-content"), null, "no content until its part is in");
  await near(long.container.querySelector("article")!);
  await arrived(longContentPart);
  assert.ok([...long.container.querySelectorAll("button")].some((b) => b.textContent === "Show more"), "its first part and Show more");
  await long.unmount();
});
