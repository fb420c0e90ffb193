// The visitor's "find my profile" rule on the subscription page (spec document 2 §5).
import type { Account } from "../../api/types";
import { address } from "../../lib/account";

/** What the visitor typed, without spaces or a leading @. */
export const normalizeAcct = (input: string): string => input.trim().replace(/^@/, "");

/**
 * The one result whose acct (or full address, for local accounts) is exactly what was typed, ignoring case; it must
 * not be the recipient. Null means "Profile not found".
 */
export function matchPayer(results: readonly Account[], typed: string, recipientId: string, instanceUri?: string): Account | null {
  const wanted = normalizeAcct(typed).toLowerCase();
  if (!wanted) return null;
  const match = results.find(
    (a) => a.acct.toLowerCase() === wanted || address(a, instanceUri).toLowerCase() === wanted,
  );
  return match && match.id !== recipientId ? match : null;
}
