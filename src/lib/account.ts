// Pure account helpers (reference: constants §17).

interface AccountLike {
  username: string;
  acct: string;
  display_name?: string | null;
}

// Unicode category C: controls, format characters (bidi overrides among them), surrogates, private use, unassigned.
const CONTROL = /\p{C}/gu;

/** The display name without control characters, or the username when nothing is left. */
export function displayName(account: AccountLike): string {
  const name = (typeof account.display_name === "string" ? account.display_name : "").replace(CONTROL, "").trim();
  return name || account.username || "";
}

/** An account is remote when its acct is not just its username. */
export const isRemote = (account: AccountLike): boolean => account.acct !== account.username;

/** user@host: acct when it already has a host (or is a URL), else username@{instance domain}. */
export function address(account: AccountLike, instanceUri: string | undefined): string {
  // Data from other servers can lack fields the schema promises; never crash on it.
  const acct = typeof account.acct === "string" ? account.acct : account.username ?? "";
  if (acct.includes("@") || acct.includes("://")) return acct;
  return instanceUri ? `${account.username}@${instanceUri}` : account.username ?? "";
}

/** "@user@host", or the bare URL for accounts addressed by URL. */
export function handle(account: AccountLike, instanceUri: string | undefined): string {
  const a = address(account, instanceUri);
  return a.includes("://") ? a : `@${a}`;
}

/** The server sends its identicon instead of nothing; such a banner is not shown. */
export function isPlaceholderImage(url: string | null | undefined): boolean {
  if (!url) return true;
  const path = url.split(/[?#]/)[0];
  return path.endsWith("/api/v1/accounts/identicon");
}
