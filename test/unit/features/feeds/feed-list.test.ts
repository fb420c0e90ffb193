// The custom feeds' list: a feed created while the list is still on its way stays in it (the list read before the
// creation is asked for again instead of replacing the list with one that lacks the new feed).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";

(globalThis as unknown as { window: unknown }).window = { MITRA_CONFIG: { apiUrl: "https://social.example" } };
const g = globalThis as unknown as { fetch: typeof fetch };
const { createFeedAtom, feedsAtom, loadFeedsAtom } = await import("../../../../src/features/feeds/actions");
const { tokenAtom } = await import("../../../../src/state/session");

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

test("a feed created while the list loads is in the list once both are done", async () => {
  const server = [{ id: "1", title: "Makers" }];
  const held: (() => void)[] = [];
  let reads = 0;
  g.fetch = (async (input: RequestInfo) => {
    const request = input instanceof Request ? input : new Request(input);
    if (request.method === "POST") {
      const feed = { id: "2", title: "Walkers" };
      server.unshift(feed);
      return json(feed);
    }
    reads++;
    // The first read is answered as the server had it, but only after the creation is done.
    const snapshot = structuredClone(server);
    if (reads === 1) await new Promise<void>((resume) => held.push(resume));
    return json(snapshot);
  }) as typeof fetch;
  const store = createStore();
  store.set(tokenAtom, "t");
  const loading = store.set(loadFeedsAtom);
  while (held.length === 0) await new Promise((r) => setTimeout(r, 1));
  await store.set(createFeedAtom, "Walkers");
  assert.deepEqual(store.get(feedsAtom)?.map((f) => f.title), ["Walkers"]);
  held[0]!();
  await loading;
  assert.deepEqual(store.get(feedsAtom)?.map((f) => f.title), ["Walkers", "Makers"]);
  assert.equal(reads, 2, "the list read before the creation was asked for again");
});
