import { test } from "node:test";
import assert from "node:assert/strict";
import { contentKey } from "../../../../src/entities/content/content-cache";

const base = { internal: true, mediaOrigins: ["https://social.example"] };
const html = "<p>hello :wave:</p>";

/** The cache module with the sanitiser loaded and nothing kept. */
async function emptyCache() {
  const { installDom } = await import("../../safety/dom");
  installDom();
  const cache = await import("../../../../src/entities/content/content-cache");
  await cache.loadSanitizer();
  cache.clearContentCache();
  return cache;
}

test("two bios with the same HTML but different custom emoji are different renderings", () => {
  const alice = contentKey(html, { ...base, emojis: [{ shortcode: "wave", url: "https://social.example/a.png" }] as never });
  const bob = contentKey(html, { ...base, emojis: [{ shortcode: "wave", url: "https://social.example/b.png" }] as never });
  assert.notEqual(alice, bob);
});

test("mentions, tags, quoted posts, routing mode and media origins are part of the key", () => {
  const plain = contentKey(html, base);
  assert.notEqual(plain, contentKey(html, { ...base, mentions: [{ id: "1", url: "u", acct: "a", username: "a" }] }));
  assert.notEqual(plain, contentKey(html, { ...base, tags: [{ name: "t", url: "u" }] }));
  assert.notEqual(plain, contentKey(html, { ...base, links: [{ id: "1", uri: "u" }] }));
  assert.notEqual(plain, contentKey(html, { ...base, internal: false }));
  assert.notEqual(plain, contentKey(html, { ...base, mediaOrigins: [] }));
  assert.equal(plain, contentKey(html, { ...base }));
});

// A key was a copy of the HTML (up to 100,000 characters), made for each post of a page and in each render.
test("a key names the HTML by number: short for the longest content, the same for equal HTML, another for other HTML", async () => {
  const cache = await emptyCache();
  const long = (word: string) => `<p>${`${word} `.repeat(20_000)}</p>`;
  const k = cache.contentKey(long("a"), base);
  assert.ok(k.length < 200, `${k.length} characters`);
  assert.equal(cache.contentKey(long("a"), base), k, "an equal string that is another copy");
  assert.notEqual(cache.contentKey(long("b"), base), k);
  // A malformed entity's content that is not a string renders nothing and does not throw.
  assert.equal(cache.renderedContent(undefined as never, base), null);
});

// The numbers hold the HTML they were given; what one reader saw goes at the next session, and a long read does not
// keep all of it.
test("the numbered HTML is bounded, and a new session forgets it", async () => {
  const cache = await emptyCache();
  const big = (n: number) => `<p>${n} ${"word ".repeat(19_990)}</p>`;
  const count = Math.ceil((2 * cache.MAX_CONTENT_CHARS) / 100_000) + 10;
  for (let n = 0; n < count; n++) cache.renderedContent(big(n), base);
  assert.ok(cache.contentCacheSize().numberedChars <= 2 * cache.MAX_CONTENT_CHARS, `${cache.contentCacheSize().numberedChars} characters numbered`);
  const newest = cache.renderedContent(big(count - 1), base);
  assert.ok(newest?.textContent?.startsWith(`${count - 1} word`), "content after the numbers were forgotten renders");
  cache.clearContentCache();
  assert.deepEqual(cache.contentCacheSize(), { entries: 0, chars: 0, numberedChars: 0 });
});

// A page of heavy posts is sanitised in slices: the main thread comes back between posts, and content still
// waiting for its turn renders busy instead of being sanitised during the render.
test("preparing a page gives the main thread back between posts", async () => {
  const cache = await emptyCache();
  const post = (id: string) => ({ id, content: `<p>${id}</p>${"<p><b>heavy</b> <i>post</i></p>".repeat(1500)}`, emojis: [], mentions: [], tags: [], links: [] }) as never;
  const small = { id: "s", content: "<p>small</p>", emojis: [], mentions: [], tags: [], links: [] } as never;
  const posts = ["a", "b", "c", "d"].map(post);
  const keyOf = (p: never) => cache.contentKey((p as { content: string }).content, cache.postContentContext(p, base));
  const done = cache.prepareContent([small, ...posts], base);
  // Synchronously, one slice ran: an ordinary post is ready; heavy ones (over 20,000 characters) get tasks of their
  // own, not the one that brought them, so they are still queued.
  assert.equal(cache.contentState(keyOf(small)), "ready");
  assert.equal(cache.contentState(keyOf(posts[0])), "loading");
  assert.equal(cache.contentState(keyOf(posts[3])), "loading");
  // A render asking for queued content does not do the work itself.
  const last = posts[3] as { content: string };
  assert.equal(cache.renderedContent(last.content, cache.postContentContext(posts[3], base)), undefined);
  let notified = 0;
  const stop = cache.subscribeSanitizer(() => notified++);
  await done;
  stop();
  assert.equal(cache.contentState(keyOf(posts[3])), "ready");
  assert.notEqual(cache.renderedContent(last.content, cache.postContentContext(posts[3], base)), undefined);
  assert.ok(notified >= 1, "renders waiting on queued content are told");
});

// DOMPurify's pass and the link policy over one worst-case post are each about half of a long task on a slow phone,
// and DOMPurify's pass alone was a long task on a slower machine's 4×: the parse, DOMPurify's pass (in parts) and the
// link policy each take tasks of their own.
test("heavy content is sanitised in several tasks: the parse, DOMPurify's pass in parts, then the link policy", async () => {
  const cache = await emptyCache();
  const paragraph = `<p>${'<a href="https://l.example/">link</a> '.repeat(200)}</p>`;
  const heavy = { id: "h", content: paragraph.repeat(4), emojis: [], mentions: [], tags: [], links: [] } as never;
  const k = cache.contentKey((heavy as { content: string }).content, cache.postContentContext(heavy, base));
  const task = () => new Promise((resolve) => setTimeout(resolve, 0));
  const done = cache.prepareContent([heavy], base);
  assert.equal(cache.contentState(k), "loading", "not in the task that brought it");
  let tasks = 0;
  while (cache.contentState(k) === "loading" && tasks < 50) {
    await task();
    tasks++;
  }
  assert.ok(tasks >= 3, `ready after ${tasks} tasks`);
  await done;
  const fragment = cache.renderedContent((heavy as { content: string }).content, cache.postContentContext(heavy, base))!;
  const links = fragment.querySelectorAll("a");
  assert.equal(links.length, 500, "the cap of links");
  assert.equal(links[0].getAttribute("rel"), "nofollow noopener noreferrer", "the link policy ran");
  // The parts joined in order: the text of the one pass (the structure is compared in a standards-compliant DOM, in
  // sanitize.test.ts: this DOM's DOMPurify drops paragraphs in either pass).
  const { sanitizeContent } = await import("../../../../src/entities/content/sanitize");
  const content = (heavy as { content: string }).content;
  assert.equal(fragment.textContent, sanitizeContent(content, cache.postContentContext(heavy, base))!.textContent);
});

// DOMPurify parses each piece of content into a new document; a kept fragment owned by it would keep that whole
// document alive, one per cached post.
test("kept content shares one document, not one per piece parsed", async () => {
  const cache = await emptyCache();
  const owners = new Set(["<p>one</p>", "<p>two</p>", "<p>three</p>"].map((h) => cache.renderedContent(h, base)!.ownerDocument));
  assert.equal(owners.size, 1);
  assert.notEqual([...owners][0], document, "not the page's own document, where images would load");
});

// Posts of the largest size would make a cache of 1500 entries hundreds of megabytes.
test("the cache keeps at most MAX_CONTENT_CHARS of content, the newest", async () => {
  const cache = await emptyCache();
  const big = (n: number) => `<p>${n} ${"word ".repeat(19_990)}</p>`;
  const count = Math.ceil(cache.MAX_CONTENT_CHARS / 100_000) + 5;
  for (let n = 0; n < count; n++) cache.renderedContent(big(n), base);
  const { entries, chars } = cache.contentCacheSize();
  assert.ok(chars <= cache.MAX_CONTENT_CHARS, `${chars} characters kept`);
  assert.ok(entries >= count - 6 && entries < count, `${entries} of ${count} kept`);
  const newest = cache.renderedContent(big(count - 1), base);
  assert.equal(cache.contentCacheSize().entries, entries, "the newest is still there: no new entry");
  assert.ok(newest?.textContent?.startsWith(`${count - 1} word`));
});
