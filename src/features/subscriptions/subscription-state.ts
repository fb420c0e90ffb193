// Whether a subscription is running, and how its dates read.
import type { SubscriptionDetails } from "../../api/types";

export type SubscriptionState = "none" | "active" | "expired";

/**
 * Active while the expiry is in the future; no details means never subscribed, unless the subscription is known
 * to be paid with no known expiry (`withoutExpiry`: a remote recipient on an older server).
 */
export function subscriptionState(details: Pick<SubscriptionDetails, "expires_at"> | null, now: number, withoutExpiry = false): SubscriptionState {
  if (!details) return withoutExpiry ? "active" : "none";
  return Date.parse(details.expires_at) > now ? "active" : "expired";
}

export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}
