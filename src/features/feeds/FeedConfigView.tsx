import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { Link, useParams } from "wouter";
import { ApiError } from "../../api/client";
import type { List } from "../../api/types";
import { href } from "../../paths";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { usePageTitle } from "../../state/title";
import { feedsAtom, loadFeedAtom } from "./actions";
import { AddUserForm } from "./AddUserForm";
import { FeedHeader } from "./FeedHeader";
import { FeedMembers } from "./FeedMembers";
import { useFeedMembers } from "./useFeedMembers";
import "./feeds.css";
import "../../state/ns/feeds";

export default function FeedConfigView() {
  const LL = useLL();
  const { feedId = "" } = useParams<{ feedId: string }>();
  const cached = useAtomValue(feedsAtom)?.find((f) => f.id === feedId) ?? null;
  const loadFeed = useSetAtom(loadFeedAtom);
  const [feed, setFeed] = useState<List | null>(cached);
  const [error, setError] = useState<unknown>(null);
  const members = useFeedMembers(feedId);
  usePageTitle(feed?.title ?? LL.feeds.listTitle());

  useEffect(() => {
    let current = true;
    setError(null);
    loadFeed(feedId).then(
      (f) => current && setFeed(f),
      (e: unknown) => current && setError(e),
    );
    return () => {
      current = false;
    };
  }, [feedId, loadFeed]);

  const back = (
    <p className="back-link">
      <Link href={href.customFeeds()}>{LL.feeds.backToList()}</Link>
    </p>
  );
  if (error !== null) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <section className="feed-config-view">
        {back}
        <p className={missing ? "empty" : "error-box"} role="alert">
          {missing ? LL.feeds.feedNotFound() : errorMessage(LL, error)}
        </p>
      </section>
    );
  }
  if (!feed) return <div className="page-loading"><div className="spinner" role="status" aria-label={LL.common.loading()} /></div>;
  return (
    <section className="feed-config-view">
      {back}
      <FeedHeader feed={feed} onRenamed={setFeed} />
      <p className="hint">{LL.feeds.postsNotInHome()}</p>
      <AddUserForm feedId={feedId} onAdded={members.prepend} />
      <FeedMembers state={members} />
    </section>
  );
}
