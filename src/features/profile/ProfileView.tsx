import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { useParams } from "wouter";
import { displayName, handle } from "../../lib/account";
import { accountLoadStatus, accountRef, useAccount } from "../../state/accounts";
import { useLL } from "../../state/i18n";
import { useLoadTexts } from "../../state/query";
import { refreshRelationshipAtom } from "../../state/relationships";
import { currentUserAtom, instanceAtom, isAuthenticatedAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { LoadStatus } from "../../ui/LoadStatus";
import { Profile } from "./Profile";
import { useProfileParts } from "./profile-parts";
import "./profile.css";
import "../../state/ns/profile";

/** /@{acct} and /profile/{id}: the cached account at once, refreshed when stale. */
export default function ProfileView() {
  const LL = useLL();
  const texts = useLoadTexts();
  const instance = useAtomValue(instanceAtom);
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const userId = useAtomValue(currentUserAtom)?.id;
  const refreshRelationship = useSetAtom(refreshRelationshipAtom);
  const view = useAccount(accountRef(useParams()));
  const account = view.status === "ready" ? view.account : null;
  const accountId = account?.id;
  // A profile with a rare part (payment options, a proof to renew) shows once its code is in, whole.
  const parts = useProfileParts(account, accountId === userId);
  useEffect(() => {
    if (signedIn && accountId && accountId !== userId) refreshRelationship(accountId).catch(() => undefined);
  }, [accountId, signedIn, userId, refreshRelationship]);
  usePageTitle(
    account
      ? LL.profile.pageTitle({ name: displayName(account), handle: handle(account, instance?.uri) })
      : view.status === "not-found"
        ? LL.profile.notFound()
        : null,
  );
  if (view.status === "not-found") return <p className="empty" role="alert">{LL.profile.notFound()}</p>;
  return (
    <>
      <LoadStatus {...accountLoadStatus(view)} onRetry={view.refresh} texts={texts} />
      {account && !parts.ready && (
        <LoadStatus status={parts.error ? "error" : "loading"} hasData={false} error={parts.error} onRetry={parts.retry} texts={texts} />
      )}
      {account && parts.ready && <Profile key={account.id} account={account} />}
    </>
  );
}
