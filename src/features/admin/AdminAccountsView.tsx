import { AccountCard } from "../../entities/account/AccountCard";
import { useLL, useLocale } from "../../state/i18n";
import { useLoadTexts, useQuery } from "../../state/query";
import { usePageTitle } from "../../state/title";
import { LoadStatus } from "../../ui/LoadStatus";
import { adminAccountsQuery } from "./actions";
import "../../state/ns/extras";

/** For admins: every local account with its role and last sign-in. */
export default function AdminAccountsView() {
  const LL = useLL();
  const locale = useLocale();
  const texts = useLoadTexts();
  const words = LL.extras.admin;
  // The title is the sidebar entry's name (its own key: the frame's words are the frame's chunk's).
  const title = words.title();
  usePageTitle(title);
  const accounts = useQuery(adminAccountsQuery, "all");
  const date = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section className="admin-accounts-view">
      <h1>{title}</h1>
      <LoadStatus status={accounts.status} hasData={accounts.data !== undefined} error={accounts.error} onRetry={accounts.refresh} texts={texts} />
      {accounts.data && (
        <ul className="account-list">
          {accounts.data.map((a) => (
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
