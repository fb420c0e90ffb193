import { useLL } from "../../state/i18n";
import { TitledTimeline } from "./TitledTimeline";
import "../../state/ns/timeline";

const BOOKMARKS = { kind: "bookmarks" } as const;

export default function BookmarksView() {
  const LL = useLL();
  return <TitledTimeline title={LL.timeline.bookmarks()} feed={BOOKMARKS} />;
}
