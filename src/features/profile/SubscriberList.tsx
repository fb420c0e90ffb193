import { Link } from "wouter";
import { AccountCard } from "../../entities/account/AccountCard";
import { href } from "../../paths";
import { useLL, useLocale } from "../../state/i18n";
import { usePagedQuery, useLoadTexts } from "../../state/query";
import { LoadStatus } from "../../ui/LoadStatus";
import { ShowMore } from "./ShowMore";
import "./lists.css";
import { subscribersQuery } from "./queries";
import "../../state/ns/profileLists";

/** The own current subscribers, each with its expiry and a link to its subscriber details. */
export function SubscriberList({ accountId }: { accountId: string }) {
  const LL = useLL();
  const locale = useLocale();
  const texts = useLoadTexts();
  const page = usePagedQuery(subscribersQuery, accountId);
  const items = page.items ?? [];
  if (!page.items) return <LoadStatus status={page.status} hasData={false} error={page.error} onRetry={page.refresh} texts={texts} />;
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: "medium" });
  return (
    <div className="profile-list">
      {items.length === 0 && page.status === "ready" && <p className="empty">{LL.profileLists.noProfiles()}</p>}
      <ul>
        {items.map((subscription) => (
          <li key={subscription.id}>
            <AccountCard account={subscription.sender}>
              <Link href={href.subscriber(subscription.sender.id)}>
                {LL.profileLists.expiresOn({ date: date(subscription.expires_at) })}
              </Link>
            </AccountCard>
          </li>
        ))}
      </ul>
      {page.error !== null && <LoadStatus status="error" hasData error={page.error} onRetry={page.refresh} texts={texts} />}
      <ShowMore page={page} label={LL.profileLists.showMoreProfiles()} />
    </div>
  );
}
