// The invoice on the subscription page, as a query by id (polling is its refresh) and the intents that change it.
import { atom, type Setter } from "jotai";
import { cancelInvoice, createInvoice, getInvoice, type InvoiceRequest } from "../../api/endpoints/subscriptions";
import type { Invoice } from "../../api/types";
import { isRecord } from "../../lib/storage";
import { defineQuery, expectShape, queryStateAtom, STALE_AFTER } from "../../state/query";
import { apiAtom } from "../../state/session";
import { isNotFound } from "../../state/errors";
import { isFinished, isRestorable } from "./invoice-status";

/** Checks that an answer is an invoice the panel can show (amount and address are checked again before paying). */
export function parseInvoice(raw: unknown): Invoice {
  expectShape(
    isRecord(raw) &&
      typeof raw.id === "string" &&
      typeof raw.sender_id === "string" &&
      typeof raw.recipient_id === "string" &&
      typeof raw.status === "string" &&
      typeof raw.amount === "number",
    "an invoice was expected",
  );
  return raw as unknown as Invoice;
}

export const invoiceQuery = defineQuery<string, Invoice>({
  name: "invoice",
  key: (id) => id,
  load: (get, id) => getInvoice(get(apiAtom), id),
  parse: parseInvoice,
  staleAfter: STALE_AFTER.short,
});

/** An invoice the server answered an action with becomes the query's fresh data, as if it had just been loaded. */
function showInvoice(set: Setter, raw: unknown): Invoice {
  const invoice = parseInvoice(raw);
  set(queryStateAtom(invoiceQuery, invoice.id), { status: "ready", data: invoice, error: null, loadedAt: Date.now() });
  return invoice;
}

/**
 * What a remembered invoice gives back: the invoice when it still belongs on this page; "gone" when it no longer
 * exists or is finished (completed or cancelled), so nothing should remember it; "withheld" when it belongs to
 * another payer (or to a visitor not yet known).
 */
export type RestoredInvoice = { kind: "restored"; invoice: Invoice } | { kind: "gone" } | { kind: "withheld" };

export interface RestoreRequest {
  invoiceId: string;
  senderId: string | null;
  recipientId: string;
  openedHere: boolean;
}

/** Loads a remembered invoice (anew) and says whether it may be shown. Rejects when the server cannot be asked. */
export const restoreInvoiceAtom = atom(
  null,
  async (get, set, { invoiceId, senderId, recipientId, openedHere }: RestoreRequest): Promise<RestoredInvoice> => {
    await set(invoiceQuery.fetchAtom, invoiceId, true);
    const state = get(queryStateAtom(invoiceQuery, invoiceId));
    if (state.status === "error") {
      if (isNotFound(state.error)) return { kind: "gone" };
      throw state.error;
    }
    const invoice = state.data!;
    if (isRestorable(invoice, senderId, recipientId, openedHere)) return { kind: "restored", invoice };
    return isFinished(invoice.status) ? { kind: "gone" } : { kind: "withheld" };
  },
);

/** Opens an invoice; the new invoice is the query's data at once. */
export const createInvoiceAtom = atom(null, async (get, set, request: InvoiceRequest): Promise<Invoice> => {
  return showInvoice(set, await createInvoice(get(apiAtom), request));
});

/** Cancels an open invoice; the server's answer (status "cancelled") replaces the shown one. */
export const cancelInvoiceAtom = atom(null, async (get, set, invoiceId: string): Promise<void> => {
  showInvoice(set, await cancelInvoice(get(apiAtom), invoiceId));
});
