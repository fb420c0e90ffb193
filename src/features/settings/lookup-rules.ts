// How the alias and move-followers forms read an account search (spec 2 §5; checklist 30, 31).
import type { Account } from "../../api/types";

/** A leading @ removed and, for aliases, surrounding space trimmed. */
export const normaliseAddress = (input: string): string => input.trim().replace(/^@/, "");

const sameAcct = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export type AliasLookup =
  | { kind: "notFound" }
  | { kind: "match"; account: Account }
  | { kind: "choose"; accounts: Account[] };

/** No result: user not found; one result with that exact address: add it; otherwise up to 5 to choose from. */
export function readAliasSearch(address: string, results: readonly Account[]): AliasLookup {
  if (results.length === 0) return { kind: "notFound" };
  if (results.length === 1 && sameAcct(results[0].acct, address)) return { kind: "match", account: results[0] };
  return { kind: "choose", accounts: results.slice(0, 5) };
}

/** Move followers needs the exact handle back from a limit-1 lookup; anything else is "user not found". */
export function readMoveTarget(address: string, results: readonly Account[]): Account | null {
  const first = results[0];
  return first && sameAcct(first.acct, address) ? first : null;
}
