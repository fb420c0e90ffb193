import type { ReactNode } from "react";
import { errorMessage } from "../../state/errors";
import { useLL, useLocale } from "../../state/i18n";
import { formatXmr } from "../../lib/monero";
import { formatDateTime, subscriptionState } from "./subscription-state";
import type { DetailsState } from "./subscription-queries";
import "../../state/ns/subscriptions";

/** The monthly price and, once the payer is known, where their subscription stands. */
export function OfferSummary({ monthly, details }: { monthly: bigint; details: DetailsState }) {
  const LL = useLL();
  const locale = useLocale();
  let status: ReactNode = null;
  if (details.status === "error") {
    status = (
      <p className="error-box" role="alert">
        {errorMessage(LL, details.error)}
      </p>
    );
  } else if (details.status === "ready") {
    const state = subscriptionState(details.details, Date.now(), details.withoutExpiry);
    const date = details.details ? formatDateTime(details.details.expires_at, locale) : "";
    status = (
      <p className={`subscription-status ${state}`}>
        {state === "none"
          ? LL.subscriptions.notSubscribed()
          : state === "active"
            ? date ? LL.subscriptions.activeUntil({ date }) : LL.subscriptions.pageExtras.activeNoExpiry()
            : LL.subscriptions.expiredOn({ date })}
      </p>
    );
  }
  return (
    <div className="card subscription-offer">
      <p className="subscription-price">{LL.subscriptions.pricePerMonth({ price: formatXmr(monthly) })}</p>
      {status}
    </div>
  );
}
