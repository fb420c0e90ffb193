import { useAtomValue } from "jotai";
import { useParams } from "wouter";
import { AccountCard } from "../../entities/account/AccountCard";
import { accountLoadStatus, accountRef, useAccount } from "../../state/accounts";
import { errorMessage } from "../../state/errors";
import { useLL, useLocale } from "../../state/i18n";
import { currentUserAtom } from "../../state/session";
import { useLoadTexts } from "../../state/query";
import { usePageTitle } from "../../state/title";
import { LoadStatus } from "../../ui/LoadStatus";
import { GrantForm } from "./GrantForm";
import { formatDateTime, subscriptionState } from "./subscription-state";
import { useSubscriptionDetails } from "./subscription-queries";
import "../../state/ns/subscriptions";
import "../../state/ns/subscriptionSettings";
import "./subscriptions.css";
import "./subscription-settings.css";

/** /subscriber/{id}: a profile's subscription to the signed-in user, and a form to grant access by hand. */
export default function SubscriberView() {
  const LL = useLL();
  const locale = useLocale();
  usePageTitle(LL.subscriptionSettings.subscriberTitle());
  const user = useAtomValue(currentUserAtom);
  const texts = useLoadTexts();
  const state = useAccount(accountRef(useParams()));
  const subscriberId = state.status === "ready" ? state.account.id : null;
  const { state: details, adopt } = useSubscriptionDetails(user ? subscriberId : null, user?.id ?? "");

  let status: React.ReactNode = null;
  if (details.status === "error") {
    status = <p className="error-box" role="alert">{errorMessage(LL, details.error)}</p>;
  } else if (details.status === "ready") {
    const date = details.details ? formatDateTime(details.details.expires_at, locale) : "";
    const s = subscriptionState(details.details, Date.now());
    status = (
      <p className={`subscription-status ${s}`} role="status">
        {s === "none" ? LL.subscriptionSettings.notSubscribedYet()
          : s === "active" ? LL.subscriptionSettings.subscriptionExpiresOn({ date })
          : LL.subscriptionSettings.subscriptionExpiredOn({ date })}
      </p>
    );
  }

  return (
    <section className="subscriber-page" aria-busy={state.status === "loading" || details.status === "loading"}>
      <h1>{LL.subscriptionSettings.subscriberTitle()}</h1>
      {state.status === "not-found" ? (
        <p className="empty">{LL.subscriptions.profileNotFound()}</p>
      ) : (
        <LoadStatus {...accountLoadStatus(state)} onRetry={state.refresh} texts={texts} />
      )}
      {state.status === "ready" && (
        <>
          <AccountCard account={state.account} />
          {status}
          {user && state.account.id !== user.id && <GrantForm subscriberId={state.account.id} onGranted={adopt} />}
        </>
      )}
    </section>
  );
}
