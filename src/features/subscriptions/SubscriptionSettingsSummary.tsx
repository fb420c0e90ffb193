import { Link } from "wouter";
import type { CredentialAccount, SubscriptionOption } from "../../api/types";
import { formatXmr, monthlyFromPrice } from "../../lib/monero";
import { profileHref } from "../../paths";
import { useLL } from "../../state/i18n";
import "../../state/ns/subscriptions";

/** Whether subscriptions are on, and if so at what price, for how many subscribers, and where people pay. */
export function SubscriptionSettingsSummary({ option, user }: { option: SubscriptionOption | null; user: CredentialAccount }) {
  const LL = useLL();
  if (!option) return <p className="subscription-enabled-state">{LL.subscriptions.notEnabled()}</p>;
  const page = profileHref(user, "subscription");
  return (
    <div className="card subscription-settings-summary">
      <p className="subscription-enabled-state">{LL.subscriptions.enabled()}</p>
      {option.price ? <p>{LL.subscriptions.pricePerMonth({ price: formatXmr(monthlyFromPrice(option.price)) })}</p> : null}
      <p>{LL.subscriptions.subscriberCount({ count: user.subscribers_count ?? 0 })}</p>
      <p>
        {LL.subscriptions.subscriptionPageLink()}:{" "}
        <Link href={page} dir="ltr">
          {typeof location === "undefined" ? page : new URL(page, location.origin).href}
        </Link>
      </p>
    </div>
  );
}
