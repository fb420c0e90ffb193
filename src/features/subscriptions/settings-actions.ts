// What the subscription settings and subscriber details do: the own option (as a query), saving it, granting access
// by hand. Apart from the subscription page's actions, which need none of it.
import { atom } from "jotai";
import type { Api } from "../../api/client";
import { verifyCredentials } from "../../api/endpoints/auth";
import { addSubscriber, getSubscriptionOptions, saveSubscriptionOption } from "../../api/endpoints/subscription-options";
import type { CredentialAccount, SubscriptionDetails, SubscriptionOption } from "../../api/types";
import { updateCurrentUserAtom } from "../../state/account-cache";
import { defineQuery, expectShape, STALE_AFTER } from "../../state/query";
import { apiAtom } from "../../state/session";

export class UnsupportedSubscriptionType extends Error {
  readonly type: string;
  constructor(type: string) {
    super(`unsupported subscription type: ${type}`);
    this.name = "UnsupportedSubscriptionType";
    this.type = type;
  }
}

/** The user's own option from GET subscriptions/options: the Monero one, null if none, or an error for another type. */
export function moneroOption(options: readonly SubscriptionOption[]): SubscriptionOption | null {
  const monero = options.find((o) => o.type === "monero");
  if (monero) return monero;
  if (options[0]) throw new UnsupportedSubscriptionType(options[0].type);
  return null;
}

/** Grants or extends a subscriber's access by hand, for a duration in seconds; the answer is the new details. */
export const grantSubscriptionAtom = atom(
  null,
  (get, _set, { subscriberId, seconds }: { subscriberId: string; seconds: number }): Promise<SubscriptionDetails> =>
    addSubscriber(get(apiAtom), subscriberId, seconds),
);

/** Fetches the signed-in user again (the subscriber count on the cached copy may be old). */
export const refreshOwnUserAtom = atom(null, async (get, set) => {
  set(updateCurrentUserAtom, await verifyCredentials(get(apiAtom)));
});

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

/** The signed-in user's own Monero option; null while subscriptions are not set up. */
export const ownOptionQuery = defineQuery<string, SubscriptionOption | null>({
  name: "subscription-own-option",
  key: (userId) => userId,
  load: (get) => loadOwnOption(get(apiAtom)),
  parse: (raw) => {
    expectShape(raw === null || (typeof raw === "object" && typeof (raw as SubscriptionOption).type === "string"), "subscription option");
    return raw as SubscriptionOption | null;
  },
  staleAfter: STALE_AFTER.short,
});
