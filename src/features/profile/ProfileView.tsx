import { useEffect } from "react";
import { useParams } from "wouter";
import { displayName, handle } from "../../lib/account";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { instanceAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { useAtomValue } from "jotai";
import { Profile } from "./Profile";
import { preloadPosts } from "./ProfileSections";
import { profileRef, useProfile } from "./useProfile";
import "./profile.css";
import "../../state/ns/profile";

/** /@{acct} and /profile/{id}. */
export default function ProfileView() {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  const ref = profileRef(useParams());
  const state = useProfile(ref);
  useEffect(() => void preloadPosts().catch(() => undefined), []);
  const account = state.status === "ready" ? state.account : null;
  usePageTitle(
    account
      ? LL.profile.pageTitle({ name: displayName(account), handle: handle(account, instance?.uri) })
      : state.status === "not-found"
        ? LL.profile.notFound()
        : null,
  );
  if (state.status === "loading") return <div className="page-loading" aria-busy="true"><span className="spinner" /></div>;
  if (state.status === "not-found") return <p className="empty" role="alert">{LL.profile.notFound()}</p>;
  if (state.status === "error") return <p className="error-box" role="alert">{errorMessage(LL, state.error)}</p>;
  return <Profile key={state.account.id} account={state.account} />;
}
