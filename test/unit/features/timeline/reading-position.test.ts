import { test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import type { CredentialAccount } from "../../../../src/api/types";
import { loadPositionAtom, savePositionAtom } from "../../../../src/features/timeline/reading-position";
import { apiAtom, currentUserAtom } from "../../../../src/state/session";
import { fakeApi, type FakeAnswer } from "../../support/fake-api";

const memory = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
    key: (i: number) => [...memory.keys()][i] ?? null,
    get length() {
      return memory.size;
    },
  },
});

const POST_A = "01a210f2-0000-7000-a5d9-000000000001";
const POST_B = "01a210f2-0000-7000-a5d9-000000000002";

function session(handler: (method: string) => FakeAnswer) {
  const fake = fakeApi((r) => handler(r.method));
  const store = createStore();
  store.set(apiAtom, fake.api);
  store.set(currentUserAtom, { id: "alice" } as CredentialAccount);
  return { fake, store };
}

test("where the server keeps a home marker, the position is read from it and saved to it", async () => {
  memory.clear();
  const { fake, store } = session((method) =>
    method === "GET" ? { body: { home: { last_read_id: POST_A, version: 0, updated_at: "" } } } : { body: { home: { last_read_id: POST_B } } },
  );
  assert.equal(await store.set(loadPositionAtom), POST_A);
  await store.set(savePositionAtom, POST_B);
  await store.set(savePositionAtom, POST_B);
  assert.equal(fake.count("POST", /\/api\/v1\/markers$/), 1, "the same position is not sent twice");
  assert.deepEqual(fake.requests.at(-1)?.body, { home: { last_read_id: POST_B } });
});

test("a server that refuses home markers: the position is kept in this browser, for this account only", async () => {
  memory.clear();
  const first = session(() => ({ status: 404, body: { error: "not found" } }));
  assert.equal(await first.store.set(loadPositionAtom), null);
  await first.store.set(savePositionAtom, POST_A);
  assert.equal(first.fake.count("POST", /markers$/), 0, "no request to a server that has no markers");

  const later = session(() => ({ status: 404, body: { error: "not found" } }));
  assert.equal(await later.store.set(loadPositionAtom), POST_A, "a later visit finds it locally");
  const other = session(() => ({ status: 404, body: { error: "not found" } }));
  other.store.set(currentUserAtom, { id: "bob" } as CredentialAccount);
  assert.equal(await other.store.set(loadPositionAtom), null, "another account does not get it");
});
