// How a signed-in account is named in the account menu and on the landing page (kept out of the entry bundle).
import type { SignedInAccount } from "./signed-in-accounts";

/**
 * The server's name as people write it: its host (and port, when there is one). Here rather than in lib/server-name,
 * whose reading of a typed server name only the sign-in forms need: every signed-in page names its account.
 */
export const serverLabel = (origin: string): string => {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
};

/** The full handle, @name@server, so accounts on different servers with the same name are told apart. */
export function accountHandle(account: Pick<SignedInAccount, "server" | "acct">, thisInstance: string | undefined): string {
  if (account.acct.includes("@")) return `@${account.acct}`;
  const host = account.server ? serverLabel(account.server) : (thisInstance ?? location.host);
  return `@${account.acct}@${host}`;
}

export const accountName = (account: Pick<SignedInAccount, "displayName" | "acct">): string => account.displayName || account.acct;
