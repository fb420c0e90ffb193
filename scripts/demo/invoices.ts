// Invoice life cycle: open → paid → completed. Completing an invoice grants or extends the subscription
// (amount ÷ price seconds) and notifies the recipient. Outside test mode a timer moves invoices along.
import { notify } from "./model";
import type { Invoice, State } from "./state";

/** Normal mode: an open invoice is "paid" after this long, and completed after the same again. */
export const INVOICE_STEP_MS = 20_000;

export function advanceInvoice(state: State, inv: Invoice, now = Date.now()): void {
  if (inv.status === "open" || inv.status === "requested") inv.status = "paid";
  else if (inv.status === "paid" || inv.status === "forwarded") {
    inv.status = "completed";
    completeSubscription(state, inv, now);
  }
}

function completeSubscription(state: State, inv: Invoice, now: number): void {
  const recipient = state.users.get(inv.recipientId);
  const price = recipient?.subscriptionOption?.price ?? 3858;
  const seconds = Math.floor(inv.amount / price);
  const existing = state.subscriptions.find((s) => s.senderId === inv.senderId && s.recipientId === inv.recipientId);
  if (existing) {
    existing.expiresAt = Math.max(existing.expiresAt, now) + seconds * 1000;
    existing.updatedAt = now;
  } else {
    state.subscriptions.push({
      id: state.seq(),
      senderId: inv.senderId,
      recipientId: inv.recipientId,
      expiresAt: now + seconds * 1000,
      updatedAt: now,
    });
  }
  notify(state, inv.recipientId, "subscription", inv.senderId, { paymentAmount: inv.amount, createdAt: now });
}

/** Normal mode: moves runtime invoices along by age; open invoices time out after 4 hours. */
export function advanceDueInvoices(state: State, now = Date.now()): void {
  for (const inv of state.invoices.values()) {
    // Seeded invoices keep their state so the demo always shows an open one.
    if (inv.createdAt < state.startedAt) continue;
    if (inv.status === "open" && inv.expiresAt <= now) inv.status = "timeout";
    else if (inv.status === "open" && now - inv.createdAt >= INVOICE_STEP_MS) advanceInvoice(state, inv, now);
    else if (inv.status === "paid" && now - inv.createdAt >= 2 * INVOICE_STEP_MS) advanceInvoice(state, inv, now);
  }
}

export function startInvoiceTimer(getState: () => State): () => void {
  const timer = setInterval(() => advanceDueInvoices(getState()), 2000);
  timer.unref();
  return () => clearInterval(timer);
}
