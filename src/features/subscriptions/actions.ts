// What the subscription screens do: endpoint calls wrapped as whole user intents.
import { atom } from "jotai";
import { ApiError, type Api } from "../../api/client";
import { searchAccounts } from "../../api/endpoints/account-lists";
import { verifyCredentials } from "../../api/endpoints/auth";
import { addSubscriber, getSubscriptionOptions, saveSubscriptionOption } from "../../api/endpoints/subscriptions";
import type { Account, CredentialAccount, SubscriptionDetails, SubscriptionOption } from "../../api/types";
import { apiAtom, instanceAtom } from "../../state/session";
import { updateCurrentUserAtom } from "../../state/account-cache";
import { matchPayer, normalizeAcct } from "./find-profile";
import { moneroOption } from "./subscription-option";

/**
 * The visitor's own profile, by what they typed: a resolving search with the server's default limit (visitors
 * have no token). Null when nothing matches exactly or it is the recipient. A 429 is thrown as is.
 */
export async function findPayer(api: Api, typed: string, recipientId: string, instanceUri?: string): Promise<Account | null> {
  const results = await searchAccounts(api, normalizeAcct(typed), { resolve: true });
  return matchPayer(results, typed, recipientId, instanceUri);
}

/** Find-profile as the form runs it: the payer, null when none matches, "rate-limited" for the server's 429. */
export const findPayerAtom = atom(
  null,
  async (get, _set, { typed, recipientId }: { typed: string; recipientId: string }): Promise<Account | null | "rate-limited"> => {
    try {
      return await findPayer(get(apiAtom), typed, recipientId, get(instanceAtom)?.uri);
    } catch (error) {
      // Visitors' resolving searches are rate limited; the server answers 429 with a JSON "retry in …".
      if (error instanceof ApiError && error.status === 429) return "rate-limited";
      throw error;
    }
  },
);

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
