// Invoices a client must refuse to pay (POST /__test__/hostile-invoices): a server we do not fully trust can send
// a payment address that carries its own query (a QR code asking 250 XMR while the page says 0.01), an address of
// the wrong shape, or an amount that is not whole atomic units. Each is an open invoice from `sender` to
// `recipient`, so the payer's page restores it from ?invoice_id= and must say it cannot be paid from here.
import { ApiError } from "./http";
import { findProfileByAcct } from "./model";
import { MONERO_CHAIN_ID } from "./seed";
import type { Invoice, State } from "./state";
import { demoInvoiceAddress } from "./util";

export const HOSTILE_INVOICE_KINDS = ["injected-query", "short-address", "unknown-network", "fractional-amount", "negative-amount", "huge-amount"] as const;
export type HostileInvoiceKind = (typeof HOSTILE_INVOICE_KINDS)[number];

function shapeOf(kind: HostileInvoiceKind, good: string): { address: string; amount: number } {
  const amount = 10_000_000_000;
  switch (kind) {
    case "injected-query":
      return { address: `${good.slice(0, 60)}?tx_amount=250&recipient_name=x#`, amount };
    case "short-address":
      return { address: "888", amount };
    case "unknown-network":
      return { address: `Z${good.slice(1)}`, amount };
    case "fractional-amount":
      return { address: good, amount: 1.5 };
    case "negative-amount":
      return { address: good, amount: -1 };
    case "huge-amount":
      return { address: good, amount: 2 ** 64 };
  }
}

export function plantHostileInvoices(state: State, body: Record<string, unknown> | undefined) {
  const acct = (key: string, fallback: string) => {
    const name = typeof body?.[key] === "string" ? (body[key] as string) : fallback;
    const profile = findProfileByAcct(state, name);
    if (!profile) throw new ApiError(404, "profile not found");
    return profile;
  };
  const sender = acct("sender", "alice");
  const recipient = acct("recipient", "dana");
  const now = Date.now();
  return {
    invoices: HOSTILE_INVOICE_KINDS.map((kind, i) => {
      const { address, amount } = shapeOf(kind, demoInvoiceAddress(state.random));
      const inv: Invoice = {
        id: state.newId(now + i),
        senderId: sender.id,
        recipientId: recipient.id,
        chainId: MONERO_CHAIN_ID,
        paymentAddress: address,
        amount,
        status: "open",
        createdAt: now,
        expiresAt: now + 4 * 3_600_000,
      };
      state.invoices.set(inv.id, inv);
      return { id: inv.id, kind };
    }),
  };
}
