// A page of heavy posts is sanitised in slices: the main thread comes back between posts, and content still
// waiting for its turn renders busy instead of being sanitised during the render.
import assert from "node:assert/strict";
import { test } from "node:test";
import { Window } from "happy-dom";

const window = new Window({ url: "https://mitra.test/" });
Object.assign(globalThis, { window, document: window.document, Node: window.Node });

const cache = await import("../../../../src/entities/content/content-cache");
await cache.loadSanitizer();

const base = { internal: true, mediaOrigins: ["https://mitra.test"] };
const post = (id: string) => ({ id, content: `<p>${id}</p>${"<p><b>heavy</b> <i>post</i></p>".repeat(1500)}`, emojis: [], mentions: [], tags: [], links: [] }) as never;

test("preparing a page gives the main thread back between posts", async () => {
  cache.clearContentCache();
  const posts = ["a", "b", "c", "d"].map(post);
  const done = cache.prepareContent(posts, base);
  // Synchronously, one slice ran: the first post is ready and the last is still queued.
  assert.equal(cache.contentState(cache.contentKey("a", (posts[0] as { content: string }).content, true)), "ready");
  const lastKey = cache.contentKey("d", (posts[3] as { content: string }).content, true);
  assert.equal(cache.contentState(lastKey), "loading");
  // A render asking for queued content does not do the work itself.
  assert.equal(cache.renderedContent("d", (posts[3] as { content: string }).content, { ...base }), undefined);
  let notified = 0;
  const stop = cache.subscribeSanitizer(() => notified++);
  await done;
  stop();
  assert.equal(cache.contentState(lastKey), "ready");
  assert.ok(cache.renderedContent("d", (posts[3] as { content: string }).content, { ...base }) !== undefined);
  assert.ok(notified >= 1, "renders waiting on queued content are told");
});

test("content not queued is sanitised when a render asks for it", () => {
  cache.clearContentCache();
  assert.notEqual(cache.renderedContent("z", "<p>z</p>", { ...base }), undefined);
});
