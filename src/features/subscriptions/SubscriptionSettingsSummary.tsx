import { Link } from "wouter";
import type { CredentialAccount, SubscriptionOption } from "../../api/types";
import { formatXmr, isAtomicAmount, monthlyFromPrice } from "../../lib/monero";
import { profileHref } from "../../paths";
import { useLL } from "../../state/i18n";
import "../../state/ns/subscriptions";
import "../../state/ns/subscriptionSettings";

/** Whether subscriptions are on, and if so at what price, for how many subscribers, and where people pay. */
export function SubscriptionSettingsSummary({ option, user }: { option: SubscriptionOption | null; user: CredentialAccount }) {
  const LL = useLL();
  if (!option) return <p className="subscription-enabled-state">{LL.subscriptionSettings.notEnabled()}</p>;
  const page = profileHref(user, "subscription");
  return (
    <div className="card subscription-settings-summary">
      <p className="subscription-enabled-state">{LL.subscriptionSettings.enabled()}</p>
      {isAtomicAmount(option.price) && option.price > 0 ? <p>{LL.subscriptions.pricePerMonth({ price: formatXmr(monthlyFromPrice(option.price)) })}</p> : null}
      <p>{LL.subscriptionSettings.subscriberCount({ count: user.subscribers_count ?? 0 })}</p>
      <p>
        {LL.subscriptionSettings.subscriptionPageLink()}:{" "}
        <Link href={page} dir="ltr">
          {typeof location === "undefined" ? page : new URL(page, location.origin).href}
        </Link>
      </p>
    </div>
  );
}
