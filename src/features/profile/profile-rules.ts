// Pure rules of the profile page (constants §4, §17).
import type { Account, Field, Instance } from "../../api/types";
import { isRemote } from "../../lib/account";
import { safeLinkUrl } from "../../lib/url-policy";
import { subscriptionsEnabled } from "../../state/permissions";

/** Maximum number of extra fields shown (EXTRA_FIELD_COUNT_MAX). */
export const FIELDS_SHOWN = 10;

/** Identity proofs first, then fields, cut to the maximum. */
export function visibleFields(account: Pick<Account, "identity_proofs" | "fields">): Field[] {
  return [...account.identity_proofs, ...account.fields].slice(0, FIELDS_SHOWN);
}

export type SubscriptionLink = { kind: "page" } | { kind: "external"; href: string };

/**
 * Where "Subscribe" leads: the subscription page for a Monero subscription option (a local one only when the
 * instance has subscriptions on), or a remote profile's legacy MoneroSubscription link; null when neither exists.
 */
export function subscriptionLink(
  account: Pick<Account, "payment_options">,
  instance: Instance | null | undefined,
): SubscriptionLink | null {
  for (const option of account.payment_options) {
    if (option.type === "monero-subscription") {
      if (option.object_id || subscriptionsEnabled(instance)) return { kind: "page" };
    } else if (option.name === "MoneroSubscription") {
      const link = safeLinkUrl(option.href);
      if (link) return { kind: "external", href: link.href };
    }
  }
  return null;
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
