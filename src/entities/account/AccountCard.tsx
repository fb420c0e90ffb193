import type { ReactNode } from "react";
import { Link } from "wouter";
import type { Account } from "../../api/types";
import { profileHref } from "../../paths";
import { Avatar } from "../../ui/Avatar";
import { AccountHandle, DisplayName } from "./AccountName";
import "./account.css";

/** Avatar, name and handle linking to the profile; `children` holds actions or extra lines. */
export function AccountCard({ account, children }: { account: Account; children?: ReactNode }) {
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
