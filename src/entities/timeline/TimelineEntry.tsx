import { useStoreValue } from "../../state/use-store-value";
import { memo } from "react";
import { useLL } from "../../state/i18n";
import { postFamily } from "../../state/posts";
import { DisplayName } from "../account/AccountName";
import { PostCard } from "../post/PostCard";
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
 * One entry of a timeline. Memoised: loading the next page must not re-render the posts already on screen.
 * `folded` is the space-separated ids of reposts folded into it (a string, so the memo compares by value).
 * Focusable by script, so keyboard shortcuts can move from entry to entry.
 */
export const TimelineEntry = memo(function TimelineEntry({ id, folded }: { id: string; folded: string }) {
  const post = useStoreValue(postFamily(id));
  if (!post) return null;
  return (
    <li className="timeline-entry" data-entry-id={id} tabIndex={-1}>
      {folded && <FoldedReposters ids={folded.split(" ")} also={Boolean(post.reblog)} />}
      <PostCard post={post} />
    </li>
  );
});
