// Which Monero subscription a profile offers, as far as the subscription page can take payment for it.
import type { Account, Instance, MoneroSubscriptionPayment } from "../../api/types";
import { isRemote } from "../../lib/account";
import { isAtomicAmount, isMoneroChain, minimumPayment } from "../../lib/monero";
import { subscriptionsEnabled } from "../../state/permissions";

export type Offer =
  | { kind: "none" }
  | { kind: "unsupported"; type: string }
  | { kind: "unavailable" }
  | { kind: "monero"; chainId: string; price: number; amountMin: number | null };

/** The subscription a recipient offers, as far as this page can take payment for it. */
export function recipientOffer(recipient: Account, instance: Instance | null, signedIn: boolean): Offer {
  // The server hides remote subscriptions from visitors.
  if (isRemote(recipient) && !signedIn) return { kind: "none" };
  const option = (recipient.payment_options ?? []).find(
    (o): o is MoneroSubscriptionPayment => o.type === "monero-subscription",
  );
  if (!option) return { kind: "none" };
  // A local option counts only while the instance has subscriptions turned on.
  if (!option.object_id && !subscriptionsEnabled(instance)) return { kind: "none" };
  if (!isMoneroChain(option.chain_id)) return { kind: "unsupported", type: option.chain_id.split(":")[0] || option.chain_id };
  // A price that is not whole atomic units per second cannot be paid (and would not convert to BigInt).
  if (!isAtomicAmount(option.price) || option.price <= 0) return { kind: "unavailable" };
  return { kind: "monero", chainId: option.chain_id, price: option.price, amountMin: option.amount_min ?? null };
}

/** The minimum payment: the default chain's when the offer is on it, else the offer's own, else 0.001 XMR. */
export function offerMinimum(offer: { chainId: string; amountMin: number | null }, instance: Instance | null): bigint {
  const chain = instance?.blockchains?.[0];
  const fromChain = chain && chain.chain_id === offer.chainId ? chain.chain_metadata?.payment_amount_min : undefined;
  return minimumPayment(fromChain ?? offer.amountMin);
}

/** The chain's own words about paying on it (HTML), shown above Pay for a local recipient; null when it has none. */
export function chainDescription(offer: { chainId: string }, recipient: Account, instance: Instance | null): string | null {
  if (isRemote(recipient)) return null;
  const chain = instance?.blockchains?.find((c) => c.chain_id === offer.chainId);
  const description = chain?.chain_metadata?.description;
  return typeof description === "string" && description.trim() ? description : null;
}
