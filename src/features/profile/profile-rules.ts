// Pure rules of the profile page (constants §4, §17).
import type { Account, Field } from "../../api/types";
import { isRemote } from "../../lib/account";

/** Maximum number of extra fields shown (EXTRA_FIELD_COUNT_MAX). */
export const FIELDS_SHOWN = 10;

/** Identity proofs first, then fields, cut to the maximum. */
export function visibleFields(account: Pick<Account, "identity_proofs" | "fields">): Field[] {
  return [...account.identity_proofs, ...account.fields].slice(0, FIELDS_SHOWN);
}

/** `{api host}/feeds/users/{username}`. */
export function atomFeedUrl(apiBase: string, username: string): string {
  const base = apiBase || (typeof location === "undefined" ? "" : location.origin);
  return `${base}/feeds/users/${encodeURIComponent(username)}`;
}

/** Stats are shown for local accounts only. */
export const showsStats = (account: Pick<Account, "username" | "acct">): boolean => !isRemote(account);

/** A visitor may not see a remote profile's gallery. */
export const galleryVisible = (account: Pick<Account, "username" | "acct">, signedIn: boolean): boolean =>
  signedIn || !isRemote(account);

/** Does the current user sell subscriptions (so that "Subscriber details" makes sense on others' profiles)? */
export const sellsSubscriptions = (user: Pick<Account, "payment_options"> | null): boolean =>
  Boolean(user?.payment_options.some((option) => option.type === "monero-subscription"));
