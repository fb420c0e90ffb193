// Pure rules of the profile's menu: they load with the menu (LoadedProfileMenu), not with every profile.
import type { Account } from "../../api/types";

/** `{api host}/feeds/users/{username}`. */
export function atomFeedUrl(apiBase: string, username: string): string {
  const base = apiBase || (typeof location === "undefined" ? "" : location.origin);
  return `${base}/feeds/users/${encodeURIComponent(username)}`;
}

/** Does the current user sell subscriptions (so that "Subscriber details" makes sense on others' profiles)? */
export const sellsSubscriptions = (user: Pick<Account, "payment_options"> | null): boolean =>
  Boolean(user?.payment_options.some((option) => option.type === "monero-subscription"));
