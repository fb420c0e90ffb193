import type { ReactNode } from "react";
import { Link } from "wouter";
import type { Account } from "../../api/types";
import { profileHref } from "../../paths";
import { useLL } from "../../state/i18n";
import { useLatestAccount } from "../../state/account-cache";
import { Avatar } from "../../ui/Avatar";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import { AccountHandle, DisplayName } from "./AccountName";
import "./account.css";

/** Avatar, name and handle linking to the profile; `children` holds actions or extra lines. */
export function AccountCard(props: { account: Account; children?: ReactNode }) {
  const LL = useLL();
  return (
    <ErrorBoundary resetKey={props.account} fallback={<p className="account-card hint">{LL.common.notShown.account()}</p>}>
      <AccountCardView {...props} />
    </ErrorBoundary>
  );
}

function AccountCardView({ account: given, children }: { account: Account; children?: ReactNode }) {
  const account = useLatestAccount(given);
  return (
    <div className="account-card">
      <Link href={profileHref(account)} className="account-card-link">
        <Avatar src={account.avatar} size={48} />
        <span className="account-card-names">
          <DisplayName account={account} />
          <AccountHandle account={account} />
        </span>
      </Link>
      {children && <div className="account-card-extra">{children}</div>}
    </div>
  );
}
