import { test } from "node:test";
import assert from "node:assert/strict";
import { feedKey, fetchFeedPage, hasNextPage } from "../../../../src/entities/timeline/feeds";
import { BASE, fakeApi, json } from "../../api/fake-fetch";

const posts = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ id: `p${from + i}` }));

test("feed keys are stable and distinct", () => {
  const keys = [
    feedKey({ kind: "home" }), feedKey({ kind: "local" }), feedKey({ kind: "federated" }), feedKey({ kind: "bookmarks" }),
    feedKey({ kind: "tag", tag: "Ferns" }), feedKey({ kind: "list", id: "1" }),
    feedKey({ kind: "account", id: "1", tab: "posts" }), feedKey({ kind: "account", id: "1", tab: "media" }),
  ];
  assert.equal(new Set(keys).size, keys.length);
  assert.equal(feedKey({ kind: "tag", tag: "Ferns" }), feedKey({ kind: "tag", tag: "ferns" }));
});

test("max_id feeds: the button shows only when the first batch was full, until a page comes back empty", () => {
  const home = { kind: "home" } as const;
  assert.equal(hasNextPage(home, 20, { maxId: "x" }, 20), true);
  assert.equal(hasNextPage(home, 19, { maxId: "x" }, 19), false);
  assert.equal(hasNextPage(home, 20, { maxId: "x" }, 3), true, "a short later page keeps it");
  assert.equal(hasNextPage(home, 20, null, 0), false);
  const bookmarks = { kind: "bookmarks" } as const;
  assert.equal(hasNextPage(bookmarks, 3, { url: "u" }, 3), true, "Link feeds: while a next URL exists");
  assert.equal(hasNextPage(bookmarks, 20, null, 20), false);
});

test("timelines ask with limit 20 and max_id = the last post's id", async () => {
  const { api, calls } = fakeApi(() => json(posts(20)));
  const first = await fetchFeedPage(api, { kind: "local" }, null);
  assert.deepEqual(first.next, { maxId: "p19" });
  await fetchFeedPage(api, { kind: "local" }, first.next);
  const urls = calls.map((c) => new URL(c.request.url));
  assert.equal(urls[0].pathname, "/api/v1/timelines/public");
  assert.equal(urls[0].searchParams.get("local"), "true");
  assert.equal(urls[0].searchParams.get("limit"), "20");
  assert.equal(urls[0].searchParams.get("max_id"), null);
  assert.equal(urls[1].searchParams.get("max_id"), "p19");
});

test("each feed kind maps to its endpoint", async () => {
  const { api, calls } = fakeApi(() => json([]));
  await fetchFeedPage(api, { kind: "home" }, null);
  await fetchFeedPage(api, { kind: "federated" }, null);
  await fetchFeedPage(api, { kind: "tag", tag: "a b" }, null);
  await fetchFeedPage(api, { kind: "list", id: "L1" }, null);
  await fetchFeedPage(api, { kind: "account", id: "A1", tab: "posts" }, null);
  await fetchFeedPage(api, { kind: "account", id: "A1", tab: "featured" }, null);
  await fetchFeedPage(api, { kind: "account", id: "A1", tab: "media" }, null);
  await fetchFeedPage(api, { kind: "account", id: "A1", tab: "with_replies" }, null);
  const urls = calls.map((c) => new URL(c.request.url));
  assert.equal(urls[0].pathname, "/api/v1/timelines/home");
  assert.equal(urls[1].searchParams.get("local"), "false");
  assert.equal(urls[2].pathname, "/api/v1/timelines/tag/a%20b");
  assert.equal(urls[3].pathname, "/api/v1/timelines/list/L1");
  assert.equal(urls[4].searchParams.get("exclude_replies"), "true");
  assert.equal(urls[4].searchParams.get("exclude_reblogs"), null, "Posts keeps reposts");
  assert.equal(urls[5].searchParams.get("pinned"), "true");
  assert.equal(urls[6].searchParams.get("only_media"), "true");
  assert.equal(urls[7].searchParams.get("exclude_reblogs"), "true", "Posts and replies leaves out reposts");
  assert.equal(urls[7].searchParams.get("exclude_replies"), null);
});

test("bookmarks page by the Link header, fetched verbatim", async () => {
  const next = `${BASE}/api/v1/bookmarks?max_id=42`;
  const { api, calls } = fakeApi((request) =>
    request.url.includes("max_id") ? json(posts(2, 5)) : json(posts(3), { headers: { Link: `<${next}>; rel="next"` } }),
  );
  const first = await fetchFeedPage(api, { kind: "bookmarks" }, null);
  assert.deepEqual(first.next, { url: next });
  const second = await fetchFeedPage(api, { kind: "bookmarks" }, first.next);
  assert.equal(calls[1].request.url, next);
  assert.equal(second.next, null);
  assert.equal(second.items.length, 2);
});
