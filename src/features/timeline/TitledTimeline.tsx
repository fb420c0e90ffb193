import { Link } from "wouter";
import type { Feed } from "../../entities/timeline/feeds";
import { Timeline } from "../../entities/timeline/Timeline";
import { usePageTitle } from "../../state/title";
import "./timeline.css";

/** A titled feed page: the heading (a link when the feed has a settings page), then the feed. */
export function TitledTimeline({ title, feed, titleHref }: { title: string; feed: Feed; titleHref?: string }) {
  usePageTitle(title);
  return (
    <div className="timeline-view">
      <h1 className="timeline-title">{titleHref ? <Link href={titleHref}>{title}</Link> : title}</h1>
      <Timeline feed={feed} label={title} />
    </div>
  );
}
