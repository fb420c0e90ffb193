import { test } from "node:test";
import assert from "node:assert/strict";
import { atom, createStore } from "jotai";
import {
  defineQuery,
  definePagedQuery,
  expectShape,
  fetchQuery,
  KEPT_QUERIES,
  MalformedAnswer,
  needsLoad,
  queryEntryCount,
  queryErrorMessage,
  queryStateAtom,
  refreshQueryNamed,
  STALE_AFTER,
  type Paged,
} from "../../../src/state/query";
import { LLAtom } from "../../../src/state/i18n";
import { nextSessionStore } from "../../../src/state/store";

interface Item { id: string; name: string }
const parseItem = (raw: unknown): Item => {
  const r = raw as Item;
  expectShape(typeof r?.id === "string" && typeof r?.name === "string", "item");
  return { id: r.id, name: r.name };
};

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

test("concurrent loads of one key share one request; fresh data is not asked again; refresh asks again", async () => {
  let calls = 0;
  let answer: unknown = { id: "1", name: "first" };
  const query = defineQuery({ name: "t1", load: async () => (calls++, answer), parse: parseItem });
  const store = createStore();
  await Promise.all([store.set(query.fetchAtom, "a"), store.set(query.fetchAtom, "a")]);
  assert.equal(calls, 1);
  const state = store.get(queryStateAtom(query, "a"));
  assert.equal(state.status, "ready");
  assert.equal(state.data?.name, "first");
  assert.ok(state.loadedAt > 0);
  await store.set(query.fetchAtom, "a");
  assert.equal(calls, 1, "fresh data is shown without a request");
  answer = { id: "1", name: "second" };
  await store.set(query.fetchAtom, "a", true);
  assert.equal(calls, 2);
  assert.equal(store.get(queryStateAtom(query, "a")).data?.name, "second");
});

test("staleness: loaded data older than the query's limit is loaded again", () => {
  const ready = { status: "ready" as const, data: 1, error: null, loadedAt: 1000 };
  assert.equal(needsLoad(ready, STALE_AFTER.normal, 1000 + STALE_AFTER.normal - 1), false);
  assert.equal(needsLoad(ready, STALE_AFTER.normal, 1000 + STALE_AFTER.normal), true);
  assert.equal(needsLoad({ ...ready, status: "error" }, STALE_AFTER.normal, 1001), true);
  assert.equal(needsLoad({ ...ready, status: "loading" }, STALE_AFTER.normal, 99999999), false);
  assert.equal(needsLoad({ status: "idle", data: undefined, error: null, loadedAt: 0 }, STALE_AFTER.long, 0), true);
});

test("a malformed answer rejects the query with a translated message and keeps the previous data", async () => {
  let answer: unknown = { id: "1", name: "good" };
  const query = defineQuery({ name: "t2", load: async () => answer, parse: parseItem, staleAfter: 0 });
  const store = createStore();
  await store.set(query.fetchAtom, "x");
  answer = { id: 7 };
  await store.set(query.fetchAtom, "x");
  const state = store.get(queryStateAtom(query, "x"));
  assert.equal(state.status, "error");
  assert.ok(state.error instanceof MalformedAnswer);
  assert.equal(state.data?.name, "good", "the previous data stays");
  const LL = store.get(LLAtom);
  assert.equal(queryErrorMessage(LL, state.error), LL.common.query.malformed());
});

test("a failed request keeps the previous data; the adopt hook sees each good answer", async () => {
  const adopted: string[] = [];
  let fail = false;
  const query = defineQuery({
    name: "t3",
    load: async () => {
      if (fail) throw new Error("down");
      return { id: "1", name: "n" };
    },
    parse: parseItem,
    adopt: (_get, _set, data) => adopted.push(data.name),
    staleAfter: 0,
  });
  const store = createStore();
  await fetchQuery(store.get, store.set, query, "k");
  fail = true;
  await fetchQuery(store.get, store.set, query, "k");
  const state = store.get(queryStateAtom(query, "k"));
  assert.equal(state.status, "error");
  assert.equal((state.error as Error).message, "down");
  assert.equal(state.data?.name, "n");
  assert.deepEqual(adopted, ["n"]);
});

test("a query's data belongs to one session's store", async () => {
  const query = defineQuery({ name: "t4", load: async () => ({ id: "1", name: "alice's" }), parse: parseItem });
  const store = createStore();
  await store.set(query.fetchAtom, "me");
  const next = nextSessionStore(store);
  assert.equal(next.get(queryStateAtom(query, "me")).status, "idle");
  assert.equal(next.get(queryStateAtom(query, "me")).data, undefined);
});

test("paged: the next page is appended without duplicates; one request at a time; a failure keeps the list", async () => {
  const pages: Record<string, Paged<unknown>> = {
    first: { items: [{ id: "1", name: "a" }, { id: "2", name: "b" }], next: "/p2" },
    "/p2": { items: [{ id: "2", name: "b" }, { id: "3", name: "c" }], next: "/p3" },
  };
  let calls = 0;
  const gate = deferred<void>();
  const query = definePagedQuery({
    name: "t5",
    loadPage: async (_get, _p: string, cursor) => {
      calls++;
      if (cursor === "/p2") await gate.promise;
      if (cursor === "/p3") throw new Error("gone");
      return pages[cursor ?? "first"];
    },
    parseItem,
    itemKey: (i) => i.id,
  });
  const store = createStore();
  await store.set(query.fetchAtom, "list");
  const both = Promise.all([store.set(query.nextPageAtom, "list"), store.set(query.nextPageAtom, "list")]);
  gate.resolve();
  await both;
  assert.equal(calls, 2, "the second 'show more' joined the first");
  let state = store.get(queryStateAtom(query, "list"));
  assert.deepEqual(state.data?.items.map((i) => i.id), ["1", "2", "3"]);
  assert.equal(state.data?.next, "/p3");
  await store.set(query.nextPageAtom, "list");
  state = store.get(queryStateAtom(query, "list"));
  assert.deepEqual(state.data?.items.map((i) => i.id), ["1", "2", "3"]);
  assert.equal((state.error as Error).message, "gone");
});

test("paged: a malformed item rejects the page", async () => {
  const query = definePagedQuery({
    name: "t6",
    loadPage: async () => ({ items: [{ id: "1" }], next: null }),
    parseItem,
    itemKey: (i) => i.id,
  });
  const store = createStore();
  await store.set(query.fetchAtom, null as never);
  const state = store.get(queryStateAtom(query, null as never));
  assert.equal(state.status, "error");
  assert.ok(state.error instanceof MalformedAnswer);
});

// Profiles, searches, tags: every address opened asks for an entry of its own. A long session keeps the recent
// ones and those on screen, and lets go of the rest (a later visit loads again).
test(`beyond ${KEPT_QUERIES} entries the least recently asked for are dropped, except those on screen or loading`, async () => {
  const query = defineQuery({ name: "many", load: async (_get, id: string) => ({ id, name: `n${id}` }), parse: parseItem });
  const store = createStore();
  const before = queryEntryCount();
  await store.set(query.fetchAtom, "shown");
  const stop = store.sub(queryStateAtom(query, "shown"), () => {});
  const slow = deferred<unknown>();
  const slowQuery = defineQuery({ name: "slow", load: () => slow.promise, parse: parseItem });
  const slowLoad = store.set(slowQuery.fetchAtom, "x");
  await store.set(query.fetchAtom, "0");
  for (let i = 1; i <= KEPT_QUERIES + 20; i++) await store.set(query.fetchAtom, String(i));
  assert.equal(queryEntryCount() - before, KEPT_QUERIES, "123 asked for, 100 kept");
  assert.equal(store.get(queryStateAtom(query, "shown")).data?.name, "nshown", "the one on screen stays");
  assert.equal(store.get(queryStateAtom(query, String(KEPT_QUERIES + 20))).status, "ready", "the newest stay");
  assert.equal(store.get(queryStateAtom(query, "0")).status, "idle", "the oldest is dropped");
  slow.resolve({ id: "x", name: "late" });
  await slowLoad;
  assert.equal(store.get(queryStateAtom(slowQuery, "x")).data?.name, "late", "a load on its way was not dropped");
  stop();
});

test("refreshQueryNamed loads an entry this session asked for again, by the query's name; others stay unasked", async () => {
  let calls = 0;
  const query = defineQuery({ name: "by-name", load: async (_get, p: string) => (calls++, { id: p, name: `n${calls}` }), parse: parseItem });
  const store = createStore();
  const refresh = (param: string) => store.set(atom(null, (get, set) => refreshQueryNamed(get, set, "by-name", param)));
  await refresh("a");
  assert.equal(calls, 0, "never asked for: nothing to refresh");
  await store.set(query.fetchAtom, "a");
  await refresh("a");
  assert.equal(calls, 2);
  assert.equal(store.get(queryStateAtom(query, "a")).data?.name, "n2");
  await store.set(atom(null, (get, set) => refreshQueryNamed(get, set, "no-such-query", "a")));
  assert.equal(calls, 2);
});
