// The invoice being paid, remembered per recipient so that a reload (or a return visit) finds it again.
import { load, remove, save } from "../../lib/storage";

const name = (recipientId: string) => `invoice_${recipientId}`;
const parseId = (raw: unknown) => (typeof raw === "string" && raw.length > 0 && raw.length <= 100 ? raw : undefined);

export const loadInvoiceId = (recipientId: string): string | null => load<string | null>(name(recipientId), parseId, null);
export const saveInvoiceId = (recipientId: string, invoiceId: string): void => save(name(recipientId), invoiceId);
export const forgetInvoiceId = (recipientId: string): void => remove(name(recipientId));

/** The `invoice_id` query parameter, if any. */
export function invoiceIdFromQuery(search: string): string | null {
  return parseId(new URLSearchParams(search).get("invoice_id")) ?? null;
}
