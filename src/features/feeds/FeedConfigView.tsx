import { useAtomValue, useSetAtom } from "jotai";
import { Link, useParams } from "wouter";
import { isNotFound } from "../../state/errors";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { queryErrorMessage, useLoadTexts, useQuery } from "../../state/query";
import { usePageTitle } from "../../state/title";
import { LoadStatus } from "../../ui/LoadStatus";
import { feedQuery, feedsAtom } from "./actions";
import { AddUserForm } from "./AddUserForm";
import { FeedHeader } from "./FeedHeader";
import { FeedMembers } from "./FeedMembers";
import "./feeds.css";
import "../../state/ns/feeds";

export default function FeedConfigView() {
  const LL = useLL();
  const { feedId = "" } = useParams<{ feedId: string }>();
  const cached = useAtomValue(feedsAtom)?.find((f) => f.id === feedId) ?? null;
  const texts = useLoadTexts();
  const query = useQuery(feedQuery, feedId);
  const setFeed = useSetAtom(feedQuery.updateAtom);
  // The list of feeds already has this one: it shows at once while the feed's own copy loads.
  const feed = query.data ?? cached;
  const error = query.status === "error" ? query.error : null;
  usePageTitle(feed?.title ?? LL.feeds.listTitle());

  const back = (
    <p className="back-link">
      <Link href={href.customFeeds()}>{LL.feeds.backToList()}</Link>
    </p>
  );
  if (error !== null && !feed) {
    const missing = isNotFound(error);
    return (
      <section className="feed-config-view">
        {back}
        <p className={missing ? "empty" : "error-box"} role="alert">
          {missing ? LL.feeds.feedNotFound() : queryErrorMessage(LL, error)}
        </p>
      </section>
    );
  }
  if (!feed) return <LoadStatus status={query.status} hasData={false} error={error} onRetry={query.refresh} texts={texts} />;
  return (
    <section className="feed-config-view">
      {back}
      {error !== null && <LoadStatus status="error" hasData error={error} onRetry={query.refresh} texts={texts} />}
      <FeedHeader feed={feed} onRenamed={(renamed) => setFeed(feedId, () => renamed)} />
      <p className="hint">{LL.feeds.postsNotInHome()}</p>
      <AddUserForm feedId={feedId} />
      <FeedMembers feedId={feedId} />
    </section>
  );
}
