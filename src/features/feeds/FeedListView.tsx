import { Link } from "wouter";
import { href } from "../../paths";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { usePageTitle } from "../../state/title";
import { CreateFeedForm } from "./CreateFeedForm";
import { useFeeds } from "./useFeeds";
import "./feeds.css";
import "../../state/ns/feeds";

export default function FeedListView() {
  const LL = useLL();
  usePageTitle(LL.feeds.listTitle());
  const { feeds, error, retry } = useFeeds();
  return (
    <section className="feed-list-view">
      <h1>{LL.feeds.listTitle()}</h1>
      <CreateFeedForm />
      {error !== null && (
        <div className="error-box" role="alert">
          <p>{errorMessage(LL, error)}</p>
          <button type="button" className="button" onClick={retry}>{LL.common.retry()}</button>
        </div>
      )}
      {feeds === null && error === null && <div className="page-loading"><div className="spinner" role="status" aria-label={LL.common.loading()} /></div>}
      {feeds?.length === 0 && <p className="empty">{LL.feeds.noFeeds()}</p>}
      {feeds && feeds.length > 0 && (
        <ul className="feed-list" aria-label={LL.feeds.customFeeds()}>
          {feeds.map((feed) => (
            <li key={feed.id} className="feed-item card">
              <Link href={href.customFeedTimeline(feed.id)} className="feed-title" title={LL.feeds.viewFeed()}>
                {feed.title}
              </Link>
              <Link href={href.customFeed(feed.id)} className="icon-button" aria-label={LL.feeds.configureFeed({ title: feed.title })} title={LL.feeds.configure()}>
                <span aria-hidden="true">⚙</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
