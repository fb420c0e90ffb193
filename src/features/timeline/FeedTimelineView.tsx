import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useMemo } from "react";
import { useParams } from "wouter";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { listTitleFamily, loadListTitleAtom } from "./list-title";
import { TitledTimeline } from "./TitledTimeline";
import "../../state/ns/timeline";

export default function FeedTimelineView() {
  const LL = useLL();
  const { feedId = "" } = useParams<{ feedId: string }>();
  const title = useAtomValue(listTitleFamily(feedId));
  const loadTitle = useSetAtom(loadListTitleAtom);
  useEffect(() => {
    loadTitle(feedId);
  }, [feedId, loadTitle]);
  const feed = useMemo(() => ({ kind: "list" as const, id: feedId }), [feedId]);
  if (title === null) return <p className="empty">{LL.timeline.feedNotFound()}</p>;
  // The title opens the feed's settings (members, rename, delete).
  return <TitledTimeline title={title ?? LL.timeline.customFeed()} feed={feed} titleHref={href.customFeed(feedId)} />;
}
