import { useCallback } from "react";
import { useAtomValue } from "jotai";
import type { Account } from "../../api/types";
import { AccountCard } from "../../entities/account/AccountCard";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { apiAtom } from "../../state/session";
import { loadProfileList, type ProfileList as ListKind } from "./actions";
import { ShowMore } from "./ShowMore";
import { usePagedList } from "./usePagedList";
import "../../state/ns/profile";

/** The own followers or following, each linking to its profile, with "Show more profiles". */
export function ProfileList({ accountId, list }: { accountId: string; list: ListKind }) {
  const LL = useLL();
  const api = useAtomValue(apiAtom);
  const page = usePagedList<Account>(useCallback((next?: string) => loadProfileList(api, list, accountId, next), [api, list, accountId]));
  if (page.status === "loading") return <div className="page-loading" aria-busy="true"><span className="spinner" /></div>;
  return (
    <div className="profile-list">
      {page.items.length === 0 && page.status === "ready" && <p className="empty">{LL.profile.noProfiles()}</p>}
      <ul>
        {page.items.map((account) => (
          <li key={account.id}>
            <AccountCard account={account} />
          </li>
        ))}
      </ul>
      {page.error !== null && <p className="error-box" role="alert">{errorMessage(LL, page.error)}</p>}
      <ShowMore page={page} label={LL.profile.showMoreProfiles()} />
    </div>
  );
}
