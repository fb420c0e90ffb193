// The invoice life cycle as the page follows it: polling and restoring (spec document 2 §4; constants §7).
import type { Invoice, InvoiceStatus } from "../../api/types";

export const INVOICE_POLL_MS = 10_000;

/** Nothing more happens to a completed or cancelled invoice; it is not restored. */
export const isFinished = (status: InvoiceStatus): boolean => status === "completed" || status === "cancelled";

/** Polling goes on until the invoice is completed (or cancelled, which nothing undoes). */
export const keepsPolling = (status: InvoiceStatus): boolean => !isFinished(status);

/**
 * A remembered invoice comes back only for the same payer and recipient, and only while it is still going. A
 * visitor not yet known (`senderId` null) gets back only an invoice this browser opened (`openedHere`): an
 * invoice id in a link must never make someone else the payer shown as "you".
 */
export function isRestorable(
  invoice: Pick<Invoice, "sender_id" | "recipient_id" | "status">,
  senderId: string | null,
  recipientId: string,
  openedHere = false,
): boolean {
  if (invoice.recipient_id !== recipientId) return false;
  if (senderId === null ? !openedHere : invoice.sender_id !== senderId) return false;
  return !isFinished(invoice.status);
}
