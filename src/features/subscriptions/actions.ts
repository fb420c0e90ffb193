// What the subscription screens do: endpoint calls wrapped as whole user intents.
import { atom } from "jotai";
import { ApiError, type Api } from "../../api/client";
import { searchAccounts } from "../../api/endpoints/accounts";
import { getInvoice, getSubscriptionOptions, saveSubscriptionOption } from "../../api/endpoints/subscriptions";
import type { Account, CredentialAccount, Invoice, SubscriptionOption } from "../../api/types";
import { apiAtom, updateCurrentUserAtom } from "../../state/session";
import { matchPayer, normalizeAcct } from "./find-profile";
import { isFinished, isRestorable } from "./invoice-status";
import { moneroOption } from "./subscription-option";

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * The visitor's own profile, by what they typed: a resolving search with the server's default limit (visitors
 * have no token). Null when nothing matches exactly or it is the recipient. A 429 is thrown as is.
 */
export async function findPayer(api: Api, typed: string, recipientId: string, instanceUri?: string): Promise<Account | null> {
  const results = await searchAccounts(api, normalizeAcct(typed), { resolve: true });
  return matchPayer(results, typed, recipientId, instanceUri);
}

/**
 * What a remembered invoice gives back: the invoice when it still belongs on this page; "gone" when it no longer
 * exists or is finished (completed or cancelled), so nothing should remember it; "withheld" when it belongs to
 * another payer (or to a visitor not yet known).
 */
export type RestoredInvoice = { kind: "restored"; invoice: Invoice } | { kind: "gone" } | { kind: "withheld" };

export async function restoreInvoice(
  api: Api,
  invoiceId: string,
  senderId: string | null,
  recipientId: string,
  openedHere: boolean,
): Promise<RestoredInvoice> {
  try {
    const invoice = await getInvoice(api, invoiceId);
    if (isRestorable(invoice, senderId, recipientId, openedHere)) return { kind: "restored", invoice };
    return isFinished(invoice.status) ? { kind: "gone" } : { kind: "withheld" };
  } catch (error) {
    if (isNotFound(error)) return { kind: "gone" };
    throw error;
  }
}

/** The signed-in user's Monero option, or null while subscriptions are not set up. */
export async function loadOwnOption(api: Api): Promise<SubscriptionOption | null> {
  return moneroOption(await getSubscriptionOptions(api));
}

export interface MoneroSettings {
  chainId: string;
  /** Atomic units per second. */
  price: bigint;
  payoutAddress: string;
}

/** Saves (and so enables) the Monero subscription; the server answers with the updated user, which is adopted. */
export const saveMoneroSettingsAtom = atom(null, async (get, set, settings: MoneroSettings): Promise<CredentialAccount> => {
  if (settings.price <= 0n || !settings.payoutAddress.trim()) throw new Error("invalid subscription settings");
  const user = await saveSubscriptionOption(get(apiAtom), {
    type: "monero",
    chain_id: settings.chainId,
    price: Number(settings.price),
    payout_address: settings.payoutAddress.trim(),
  });
  set(updateCurrentUserAtom, user);
  return user;
});
