import { useParams } from "wouter";
import { displayName } from "../../lib/account";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { usePageTitle } from "../../state/title";
import { SubscriptionPage } from "./SubscriptionPage";
import { accountRef, useAccount } from "./useAccount";
import "../../state/ns/subscriptions";
import "./subscriptions.css";

/** /@{acct}/subscription and /profile/{id}/subscription. */
export default function SubscriptionView() {
  const LL = useLL();
  const state = useAccount(accountRef(useParams()));
  usePageTitle(state.status === "ready" ? LL.subscriptions.pageTitle({ name: displayName(state.account) }) : LL.subscriptions.heading());
  return (
    <section className="subscription-page" aria-busy={state.status === "loading"}>
      <h1>{LL.subscriptions.heading()}</h1>
      {state.status === "loading" && <div className="page-loading"><div className="spinner" role="img" aria-label={LL.subscriptions.loading()} /></div>}
      {state.status === "not-found" && <p className="empty">{LL.subscriptions.profileNotFound()}</p>}
      {state.status === "error" && (
        <p className="error-box" role="alert">
          {errorMessage(LL, state.error)}
        </p>
      )}
      {state.status === "ready" && <SubscriptionPage key={state.account.id} recipient={state.account} />}
    </section>
  );
}
