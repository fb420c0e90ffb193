import type { Status } from "../../api/types";

interface Handle {
  id: string;
  acct: string;
}

/** "@acct" handles for the start of a reply or a quote: own handle and URL-only accounts dropped, no duplicates. */
function handles(accounts: readonly Handle[], userId: string | undefined): string {
  const seen = new Set<string>();
  for (const a of accounts) {
    if (a.id === userId || a.acct.includes("://") || !a.acct) continue;
    seen.add(`@${a.acct}`);
  }
  return seen.size === 0 ? "" : `${[...seen].join(" ")} `;
}

export function replyPrefill(parent: Pick<Status, "account" | "mentions">, userId: string | undefined): string {
  return handles([parent.account, ...parent.mentions], userId);
}

export function quotePrefill(quoted: Pick<Status, "account">, userId: string | undefined): string {
  return handles([quoted.account], userId);
}
