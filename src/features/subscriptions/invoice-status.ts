// The invoice life cycle as the panel shows it (spec document 2 §4; constants §7).
import type { Invoice, InvoiceStatus } from "../../api/types";

export const INVOICE_POLL_MS = 10_000;

/** What the panel says: paid, forwarded and failed all read "processing". */
export type InvoicePhase = "requested" | "open" | "underpaid" | "processing" | "completed" | "timeout" | "cancelled";

export function invoicePhase(status: InvoiceStatus): InvoicePhase {
  switch (status) {
    case "paid":
    case "forwarded":
    case "failed":
      return "processing";
    default:
      return status;
  }
}

/** Only an open invoice can be cancelled. */
export const canCancel = (status: InvoiceStatus): boolean => status === "open";

/** The panel can be closed once nothing more will happen to the invoice. */
export const canDismiss = (status: InvoiceStatus): boolean =>
  status === "completed" || status === "timeout" || status === "cancelled";

/** Nothing more happens to a completed or cancelled invoice; it is not restored. */
export const isFinished = (status: InvoiceStatus): boolean => status === "completed" || status === "cancelled";

/** Polling goes on until the invoice is completed (or cancelled, which nothing undoes). */
export const keepsPolling = (status: InvoiceStatus): boolean => !isFinished(status);

/** Address, QR code and payment request are shown while money is still expected. */
export const expectsPayment = (status: InvoiceStatus): boolean => status === "open" || status === "underpaid";

/** Whole minutes until the invoice expires, rounded; negative once it has expired. */
export function minutesLeft(expiresAt: string, now: number): number {
  return Math.round((Date.parse(expiresAt) - now) / 60_000);
}

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
