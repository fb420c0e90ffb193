import { useParams } from "wouter";
import { displayName } from "../../lib/account";
import { accountLoadStatus, accountRef, useAccount } from "../../state/accounts";
import { useLL } from "../../state/i18n";
import { useLoadTexts } from "../../state/query";
import { usePageTitle } from "../../state/title";
import { LoadStatus } from "../../ui/LoadStatus";
import { SubscriptionPage } from "./SubscriptionPage";
import "../../state/ns/subscriptions";
import "./subscriptions.css";

/** /@{acct}/subscription and /profile/{id}/subscription. */
export default function SubscriptionView() {
  const LL = useLL();
  const texts = useLoadTexts();
  const state = useAccount(accountRef(useParams()));
  usePageTitle(state.status === "ready" ? LL.subscriptions.pageTitle({ name: displayName(state.account) }) : LL.subscriptions.heading());
  return (
    <section className="subscription-page" aria-busy={state.status === "loading"}>
      <h1>{LL.subscriptions.heading()}</h1>
      {state.status === "not-found" ? (
        <p className="empty">{LL.subscriptions.profileNotFound()}</p>
      ) : (
        <LoadStatus {...accountLoadStatus(state)} onRetry={state.refresh} texts={texts} />
      )}
      {state.status === "ready" && <SubscriptionPage key={state.account.id} recipient={state.account} />}
    </section>
  );
}
