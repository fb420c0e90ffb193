import type { Feed } from "../../entities/timeline/feeds";
import { Timeline } from "../../entities/timeline/Timeline";
import { usePageTitle } from "../../state/title";
import "./timeline.css";

/** A titled feed page: the heading, then the feed. */
export function TitledTimeline({ title, feed }: { title: string; feed: Feed }) {
  usePageTitle(title);
  return (
    <div className="timeline-view">
      <h1 className="timeline-title">{title}</h1>
      <Timeline feed={feed} label={title} />
    </div>
  );
}
