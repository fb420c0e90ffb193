import { useAtomValue } from "jotai";
import { Link } from "wouter";
import { guard } from "../../access";
import { href } from "../../paths";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { currentUserAtom, instanceAtom, serverAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { useFeeds } from "./useFeeds";
import "./feeds.css";
import "../../state/ns/feeds";

export default function ExploreView() {
  const LL = useLL();
  usePageTitle(LL.feeds.exploreTitle());
  const user = useAtomValue(currentUserAtom);
  const instance = useAtomValue(instanceAtom);
  const showFederated = guard("federated", { authenticated: true, user, instance }) === null;
  // Custom feeds are Mitra's own; another server has no such endpoint.
  const { mitra } = useAtomValue(serverAtom);
  return (
    <section className="explore-view">
      <h1>{LL.feeds.exploreTitle()}</h1>
      <h2>{LL.feeds.exploreFeeds()}</h2>
      <ul className="feed-links">
        <li>
          <Link href={href.local()}>{LL.feeds.local()}</Link>
          <span className="hint"> — {LL.feeds.localHint()}</span>
        </li>
        {showFederated && (
          <li>
            <Link href={href.federated()}>{LL.feeds.federated()}</Link>
            <span className="hint"> — {LL.feeds.federatedHint()}</span>
          </li>
        )}
      </ul>
      {mitra && <CustomFeedLinks />}
    </section>
  );
}

function CustomFeedLinks() {
  const LL = useLL();
  const { feeds, error, retry } = useFeeds();
  return (
    <>
      <h2>{LL.feeds.customFeeds()}</h2>
      {error !== null && (
        <div className="error-box" role="alert">
          <p>{errorMessage(LL, error)}</p>
          <button type="button" className="button" onClick={retry}>{LL.common.retry()}</button>
        </div>
      )}
      {feeds === null && error === null && <p className="hint" role="status">{LL.common.loading()}</p>}
      {feeds?.length === 0 && <p className="empty">{LL.feeds.noFeeds()}</p>}
      {feeds && feeds.length > 0 && (
        <ul className="feed-links" aria-label={LL.feeds.customFeeds()}>
          {feeds.map((feed) => (
            <li key={feed.id}>
              <Link href={href.customFeedTimeline(feed.id)}>{feed.title}</Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href={href.customFeeds()}>{LL.feeds.manageFeeds()}</Link>
      </p>
    </>
  );
}
