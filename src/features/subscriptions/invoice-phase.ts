// The invoice life cycle as the panel shows it (spec document 2 §4): loads with the panel, when an invoice shows.
import type { InvoiceStatus } from "../../api/types";

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

/** Address, QR code and payment request are shown while money is still expected. */
export const expectsPayment = (status: InvoiceStatus): boolean => status === "open" || status === "underpaid";

/** Whole minutes until the invoice expires, rounded; negative once it has expired. */
export function minutesLeft(expiresAt: string, now: number): number {
  return Math.round((Date.parse(expiresAt) - now) / 60_000);
}
