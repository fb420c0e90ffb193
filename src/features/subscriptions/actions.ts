// What the subscription page does: finding a visitor's own profile, as a whole user intent.
import { atom } from "jotai";
import { ApiError, type Api } from "../../api/client";
import { searchAccounts } from "../../api/endpoints/account-lists";
import type { Account } from "../../api/types";
import { apiAtom, instanceAtom } from "../../state/session";
import { matchPayer, normalizeAcct } from "./find-profile";

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
