import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import type { AdminAccount } from "../../api/endpoints/account-extras";
import { AccountCard } from "../../entities/account/AccountCard";
import { errorMessage } from "../../state/errors";
import { useLL, useLocale } from "../../state/i18n";
import { usePageTitle } from "../../state/title";
import { loadAdminAccountsAtom } from "./actions";
import "../../state/ns/extras";

/** For admins: every local account with its role and last sign-in. */
export default function AdminAccountsView() {
  const LL = useLL();
  const locale = useLocale();
  const load = useSetAtom(loadAdminAccountsAtom);
  const words = LL.extras.admin;
  usePageTitle(words.accountsTitle());
  const [accounts, setAccounts] = useState<AdminAccount[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    load().then((list) => live && setAccounts(list), (e: unknown) => live && setError(e));
    return () => {
      live = false;
    };
  }, [load]);
  const date = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section className="admin-accounts-view">
      <h1>{words.accountsTitle()}</h1>
      {error !== null && <p className="error-box" role="alert">{errorMessage(LL, error)}</p>}
      {accounts === null && error === null && <div className="spinner" role="status" aria-label={LL.common.loading()} />}
      {accounts && (
        <ul className="account-list">
          {accounts.map((a) => (
            <li key={a.id}>
              <AccountCard account={a.account}>
                <span className="hint">
                  {a.account_type === "group" ? words.group() : a.role?.name}
                  {" · "}
                  {a.last_login_at ? words.lastLogin({ date: date(a.last_login_at) }) : words.neverLoggedIn()}
                </span>
              </AccountCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
