import { useCallback } from "react";
import { useAtomValue } from "jotai";
import { Link } from "wouter";
import type { Subscription } from "../../api/types";
import { AccountCard } from "../../entities/account/AccountCard";
import { href } from "../../paths";
import { errorMessage } from "../../state/errors";
import { useLL, useLocale } from "../../state/i18n";
import { apiAtom } from "../../state/session";
import { loadSubscribers } from "./actions";
import { ShowMore } from "./ShowMore";
import { usePagedList } from "./usePagedList";
import "../../state/ns/profile";

/** The own current subscribers, each with its expiry and a link to its subscriber details. */
export function SubscriberList({ accountId }: { accountId: string }) {
  const LL = useLL();
  const locale = useLocale();
  const api = useAtomValue(apiAtom);
  const page = usePagedList<Subscription>(useCallback((next?: string) => loadSubscribers(api, accountId, next), [api, accountId]));
  if (page.status === "loading") return <div className="page-loading" aria-busy="true"><span className="spinner" /></div>;
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: "medium" });
  return (
    <div className="profile-list">
      {page.items.length === 0 && page.status === "ready" && <p className="empty">{LL.profile.noProfiles()}</p>}
      <ul>
        {page.items.map((subscription) => (
          <li key={subscription.id}>
            <AccountCard account={subscription.sender}>
              <Link href={href.subscriber(subscription.sender.id)}>
                {LL.profile.expiresOn({ date: date(subscription.expires_at) })}
              </Link>
            </AccountCard>
          </li>
        ))}
      </ul>
      {page.error !== null && <p className="error-box" role="alert">{errorMessage(LL, page.error)}</p>}
      <ShowMore page={page} label={LL.profile.showMoreProfiles()} />
    </div>
  );
}
