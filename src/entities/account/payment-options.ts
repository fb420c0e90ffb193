// Coin-send options from profile fields (constants §14), the links a profile offers for payment, and where
// "Subscribe" leads: shared by the profile and the post card's payment widget.
import type { Account, Field, Instance } from "../../api/types";
import { safeLinkUrl } from "../../lib/url-policy";
import { subscriptionsEnabled } from "../../state/permissions";
import { COIN_LABEL, type CoinCode } from "./coin-labels";

const SCHEMES: Record<CoinCode, string> = {
  BTC: "bitcoin",
  BCH: "bitcoincash",
  DASH: "dash",
  DOGE: "dogecoin",
  ETH: "ethereum",
  LTC: "litecoin",
  XMR: "monero",
  ZEC: "zcash",
  LN: "lightning",
};

/** The coin a field label names, or null. */
export function coinOfLabel(label: string): CoinCode | null {
  const match = COIN_LABEL.exec(label);
  return match ? ((match[1]?.toUpperCase() ?? "LN") as CoinCode) : null;
}

export interface CoinOption {
  code: CoinCode;
  address: string;
  /** A payment URI for wallets, or null when the address has characters no address has. */
  uri: string | null;
}

/**
 * Field values arrive as HTML; an address is its text, as the browser's own parser reads it (every entity, in linear
 * time). A parsed document is inert: nothing in it runs or loads.
 */
export const htmlToText = (html: string): string => new DOMParser().parseFromString(html, "text/html").documentElement.textContent ?? "";

const ADDRESS = /^[A-Za-z0-9@._+\-:]+$/;

function paymentUri(code: CoinCode, address: string): string | null {
  if (!ADDRESS.test(address)) return null;
  const scheme = SCHEMES[code];
  // Some wallets hand out addresses that already carry their scheme (bitcoincash:q…).
  return address.toLowerCase().startsWith(`${scheme}:`) ? address : `${scheme}:${address}`;
}

/** One option per coin, first field wins; fields with an empty value are skipped. */
export function coinOptions(fields: readonly Pick<Field, "name" | "value">[]): CoinOption[] {
  const seen = new Set<CoinCode>();
  const options: CoinOption[] = [];
  for (const field of fields) {
    const code = coinOfLabel(field.name);
    if (!code || seen.has(code)) continue;
    const address = htmlToText(field.value).trim();
    if (!address) continue;
    seen.add(code);
    options.push({ code, address, uri: paymentUri(code, address) });
  }
  return options;
}

/** The web payment links a profile lists (Ko-fi and the like), without the legacy subscription link. */
export function paymentLinks(account: Pick<Account, "payment_options">): { name: string; href: string }[] {
  return account.payment_options.flatMap((option) => {
    if (option.type !== "link" || option.name === "MoneroSubscription") return [];
    const link = safeLinkUrl(option.href);
    return link ? [{ name: option.name, href: link.href }] : [];
  });
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
