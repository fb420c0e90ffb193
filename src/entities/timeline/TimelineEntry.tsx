import { useStoreValue } from "../../state/use-store-value";
import { memo } from "react";
import { useLL } from "../../state/i18n";
import { postFamily } from "../../state/posts";
import { DisplayName } from "../account/AccountName";
import { PostCard } from "../post/PostCard";
import { ESTIMATED_HEIGHT } from "./entry-window";
import "../../state/ns/timeline";

function FoldedReposter({ id }: { id: string }) {
  const repost = useStoreValue(postFamily(id));
  return repost ? <DisplayName account={repost.account} /> : null;
}

/** Names who else reposted the post of this entry (reposts folded into it). */
function FoldedReposters({ ids, also }: { ids: string[]; also: boolean }) {
  const LL = useLL();
  return (
    <p className="timeline-folded">
      {also ? LL.timeline.live.alsoRepostedBy() : LL.timeline.live.repostedBy()}{" "}
      {ids.map((id, i) => (
        <span key={id}>
          {i > 0 && ", "}
          <FoldedReposter id={id} />
        </span>
      ))}
    </p>
  );
}

/**
 * One entry of a timeline: a card, or (`whole` false) an empty item of its height away from the viewport
 * (entry-window). Both are the same list item, so the page keeps the element as an entry comes and goes: what the
 * browser anchors the scroll position to, or a test or a keyboard holds, is not drawn anew.
 * Memoised: loading the next page must not re-render the posts already on screen.
 * `folded` is the space-separated ids of reposts folded into it (a string, so the memo compares by value).
 * `height`: the entry's measured height when it last left the window (entryHeights). A spacer has it; a card off
 * screen is not drawn (content-visibility) and takes it as its intrinsic size, not the estimate, so an entry coming
 * back into the window above the viewport takes exactly its spacer's place and nothing below it moves.
 * Focusable by script, so keyboard shortcuts can move from entry to entry.
 */
export const TimelineEntry = memo(function TimelineEntry({ id, folded, whole, height }: { id: string; folded: string; whole: boolean; height: number | undefined }) {
  if (!whole) return <li className="timeline-spacer" data-entry-id={id} aria-hidden="true" style={{ blockSize: height ?? ESTIMATED_HEIGHT }} />;
  return (
    <li className="timeline-entry" data-entry-id={id} tabIndex={-1} style={height ? { containIntrinsicBlockSize: `auto ${height}px` } : undefined}>
      <EntryCard id={id} folded={folded} />
    </li>
  );
});

/**
 * The card of an entry (an empty item is not shown: timeline.css). Only cards read their post: spacers cost nothing.
 * Memoised too: an entry's item re-renders when its measured height becomes known, its card need not.
 */
const EntryCard = memo(function EntryCard({ id, folded }: { id: string; folded: string }) {
  const post = useStoreValue(postFamily(id));
  if (!post) return null;
  return (
    <>
      {folded && <FoldedReposters ids={folded.split(" ")} also={Boolean(post.reblog)} />}
      <PostCard post={post} />
    </>
  );
});
