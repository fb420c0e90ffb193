import { AccountCard } from "../../entities/account/AccountCard";
import { useLL } from "../../state/i18n";
import { usePagedQuery, useLoadTexts } from "../../state/query";
import { LoadStatus } from "../../ui/LoadStatus";
import { profileListQuery, type ProfileList as ListKind } from "./queries";
import { ShowMore } from "./ShowMore";
import "./lists.css";
import "../../state/ns/profileLists";

/** The own followers or following, each linking to its profile, with "Show more profiles". */
export function ProfileList({ accountId, list }: { accountId: string; list: ListKind }) {
  const LL = useLL();
  const texts = useLoadTexts();
  const page = usePagedQuery(profileListQuery, { list, accountId });
  const items = page.items ?? [];
  if (!page.items) return <LoadStatus status={page.status} hasData={false} error={page.error} onRetry={page.refresh} texts={texts} />;
  return (
    <div className="profile-list">
      {items.length === 0 && page.status === "ready" && <p className="empty">{LL.profileLists.noProfiles()}</p>}
      <ul>
        {items.map((account) => (
          <li key={account.id}>
            <AccountCard account={account} />
          </li>
        ))}
      </ul>
      {page.error !== null && <LoadStatus status="error" hasData error={page.error} onRetry={page.refresh} texts={texts} />}
      <ShowMore page={page} label={LL.profileLists.showMoreProfiles()} />
    </div>
  );
}
