// One rule for "not found" (state/errors.ts isNotFound): a 404, or a 400 for an id that is not even well formed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import { fakeApi } from "../support/fake-api";
import { restoreInvoiceAtom } from "../../../src/features/subscriptions/invoice-actions";
import { listTitleFamily, loadListTitleAtom } from "../../../src/features/timeline/list-title";
import { apiAtom } from "../../../src/state/session";

const malformed = () => fakeApi(() => ({ status: 400, body: { error: "UUID parsing failed: invalid id", error_description: "UUID parsing failed: invalid id" } }));

test("an invoice named by a malformed id in the address is gone, like a deleted one", async () => {
  const store = createStore();
  store.set(apiAtom, malformed().api);
  const restored = await store.set(restoreInvoiceAtom, { invoiceId: "not-a-uuid", senderId: null, recipientId: "r1", openedHere: false });
  assert.deepEqual(restored, { kind: "gone" });
});

test("a custom feed's title for a malformed id is 'not found', not left loading", async () => {
  const store = createStore();
  store.set(apiAtom, malformed().api);
  await store.set(loadListTitleAtom, "not-a-number");
  assert.equal(store.get(listTitleFamily("not-a-number")), null);
});
