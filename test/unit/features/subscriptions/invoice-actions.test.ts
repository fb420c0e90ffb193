// The subscription page's invoice as a query by id: restoring, opening, refreshing (the poll) and cancelling.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import { fakeApi } from "../../support/fake-api";
import { cancelInvoiceAtom, createInvoiceAtom, invoiceQuery, restoreInvoiceAtom } from "../../../../src/features/subscriptions/invoice-actions";
import { MalformedAnswer, queryStateAtom } from "../../../../src/state/query";
import { apiAtom } from "../../../../src/state/session";

const invoice = (id: string, status: string, sender = "s") => ({
  id, sender_id: sender, recipient_id: "r", chain_id: "monero:x", payment_address: "addr", amount: 5, status,
  created_at: "2025-01-01T00:00:00Z", expires_at: "2025-01-01T01:00:00Z",
});

function setup(invoices: Record<string, ReturnType<typeof invoice> | "malformed">) {
  const store = createStore();
  const fake = fakeApi(({ method, url }) => {
    const id = url.pathname.split("/").pop()!;
    if (method === "POST") return { body: (invoices.created = invoice("created", "open")) };
    const found = invoices[id];
    if (!found) return { status: 404, body: { error: "invoice not found" } };
    if (found === "malformed") return { body: { id } };
    if (method === "DELETE") return { body: (invoices[id] = { ...found, status: "cancelled" }) };
    return { body: found };
  });
  store.set(apiAtom, fake.api);
  return { store, fake, invoices };
}

const restore = (store: ReturnType<typeof createStore>, invoiceId: string, senderId: string | null = "s") =>
  store.set(restoreInvoiceAtom, { invoiceId, senderId, recipientId: "r", openedHere: false });

test("a remembered invoice comes back when it is still going and the payer's; otherwise gone or withheld", async () => {
  const { store } = setup({ i1: invoice("i1", "open"), i2: invoice("i2", "completed"), i3: invoice("i3", "open", "other") });
  const restored = await restore(store, "i1");
  assert.equal(restored.kind, "restored");
  assert.equal(store.get(queryStateAtom(invoiceQuery, "i1")).data?.status, "open", "the query holds it");
  assert.equal((await restore(store, "i2")).kind, "gone");
  assert.equal((await restore(store, "i3")).kind, "withheld");
  assert.equal((await restore(store, "missing")).kind, "gone");
});

test("a malformed invoice rejects the restore", async () => {
  const { store } = setup({ bad: "malformed" });
  await assert.rejects(restore(store, "bad"), MalformedAnswer);
});

test("an opened invoice is the query's data at once; polling is a refresh that follows its status", async () => {
  const { store, fake, invoices } = setup({});
  const created = await store.set(createInvoiceAtom, { senderId: "s", recipientId: "r", chainId: "monero:x", amount: 5 });
  assert.equal(created.id, "created");
  await store.set(invoiceQuery.fetchAtom, "created");
  assert.equal(fake.count("GET", /invoices/), 0, "fresh: nothing asked");
  invoices.created = { ...invoice("created", "paid") };
  await store.set(invoiceQuery.fetchAtom, "created", true);
  assert.equal(store.get(queryStateAtom(invoiceQuery, "created")).data?.status, "paid");
});

test("cancelling replaces the shown invoice with the server's answer", async () => {
  const { store } = setup({ i1: invoice("i1", "open") });
  await restore(store, "i1");
  await store.set(cancelInvoiceAtom, "i1");
  assert.equal(store.get(queryStateAtom(invoiceQuery, "i1")).data?.status, "cancelled");
});
