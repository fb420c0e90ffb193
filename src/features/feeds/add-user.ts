// How the add-user form turns what was typed into an account (document 1 §5).
import type { Account } from "../../api/types";
import { address } from "../../lib/account";

/** The address to look up: trimmed, without a leading @. */
export function normalizeAddress(input: string): string {
  return input.trim().replace(/^@/, "");
}

export type AddUserResolution =
  | { kind: "notFound" }
  | { kind: "add"; account: Account }
  | { kind: "choose"; accounts: Account[] };

/** Whether `account` is exactly the one typed: its full address, or its acct (a local username). */
export function isExactMatch(account: Account, typed: string, instanceUri: string | undefined): boolean {
  const wanted = typed.toLowerCase();
  return address(account, instanceUri).toLowerCase() === wanted || account.acct.toLowerCase() === wanted;
}

/** No results: not found. Exactly one exact match: that account. Anything else: offer the results to choose from. */
export function resolveAddUser(typed: string, results: readonly Account[], instanceUri: string | undefined): AddUserResolution {
  if (results.length === 0) return { kind: "notFound" };
  const exact = results.filter((account) => isExactMatch(account, typed, instanceUri));
  if (exact.length === 1) return { kind: "add", account: exact[0] };
  return { kind: "choose", accounts: [...results] };
}

/** The server's "user already added" gets the client's own words; other messages stay as they are. */
export const ALREADY_ADDED = "user already added";
