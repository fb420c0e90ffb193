// The feed's member list as a paged query: pages by the last member's id, an added user heads it, and a removal
// the server refuses puts the member back where it was.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import type { Account } from "../../../../src/api/types";

(globalThis as unknown as { window: unknown }).window = { MITRA_CONFIG: { apiUrl: "https://social.example" } };
const g = globalThis as unknown as { fetch: typeof fetch };
const { addMemberAtom, feedMembersQuery, reinsert, removeMemberAtom } = await import("../../../../src/features/feeds/actions");
const { queryStateAtom } = await import("../../../../src/state/query");
const { tokenAtom } = await import("../../../../src/state/session");

const account = (id: string) => ({ id, acct: id, username: id }) as Account;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const requests: string[] = [];
let answer: (method: string, url: URL) => Response = () => json([]);
g.fetch = (async (input: RequestInfo) => {
  const request = input instanceof Request ? input : new Request(input);
  const url = new URL(request.url);
  requests.push(`${request.method} ${url.pathname}${url.search}`);
  return answer(request.method, url);
}) as typeof fetch;

test("reinsert puts a member back at its index, once", () => {
  const list = [account("a"), account("c")];
  assert.deepEqual(reinsert(list, account("b"), 1).map((a) => a.id), ["a", "b", "c"]);
  assert.deepEqual(reinsert(list, account("b"), 9).map((a) => a.id), ["a", "c", "b"]);
  assert.deepEqual(reinsert(list, account("a"), 1).map((a) => a.id), ["a", "c"]);
});

test("members page by the last id while pages are full; add heads the list; a refused removal rolls back", async () => {
  const store = createStore();
  store.set(tokenAtom, "t");
  const full = Array.from({ length: 20 }, (_, i) => account(`m${i}`));
  answer = (_m, url) => json(url.searchParams.get("max_id") === "m19" ? [account("m20")] : full);
  await store.set(feedMembersQuery.fetchAtom, "f1");
  const state = () => store.get(queryStateAtom(feedMembersQuery, "f1")).data!;
  assert.equal(state().next, "m19");
  await store.set(feedMembersQuery.nextPageAtom, "f1");
  assert.equal(state().items.length, 21);
  assert.equal(state().next, null, "a short page is the last");

  answer = () => json({});
  await store.set(addMemberAtom, { feedId: "f1", account: account("new") });
  assert.equal(state().items[0].id, "new");

  answer = () => json({ error_description: "no" }, 500);
  const removal = store.set(removeMemberAtom, { feedId: "f1", account: account("m3") });
  assert.equal(state().items.some((a) => a.id === "m3"), false, "gone at once");
  await assert.rejects(removal, /no/);
  assert.equal(state().items[4].id, "m3", "back where it was");
  assert.ok(requests.some((r) => r.startsWith("DELETE /api/v1/lists/f1/accounts")), requests.join("\n"));
});
