import { useStoreValue } from "../../state/use-store-value";
import { memo, useState } from "react";
import type { Status } from "../../api/types";
import { configAtom } from "../../state/config";
import { useLL } from "../../state/i18n";
import { RichContent } from "../content/RichContent";
import { Attachments } from "./Attachments";
import { longContentPart, PartOf, pollPart, quotesPart } from "./card-parts";
import "../../state/ns/post";

/**
 * A post's content. Content that may be long goes through LongContent (a card part: card-parts.ts), which shows long
 * content's first part and "Show more" (content/long-content.ts).
 */
export function PostContent({ post, className }: { post: Status; className: string }) {
  return longContentPart.needed(post) ? (
    <PartOf part={longContentPart} post={post} className={className} />
  ) : (
    <RichContent {...post} html={post.content} className={className} />
  );
}

/**
 * Content, attachments, poll and quoted posts of one post. A content warning (`spoiler_text`, sent by servers
 * other than Mitra) hides them until the reader asks, unless content warnings are turned off.
 */
export const PostBody = memo(function PostBody({ post, external }: { post: Status; external: boolean }) {
  const LL = useLL();
  const { contentWarningsEnabled } = useStoreValue(configAtom);
  const [shown, setShown] = useState(false);
  const warning = post.spoiler_text.trim();
  const collapsed = warning !== "" && contentWarningsEnabled && !shown;
  return (
    <div className="post-body">
      {warning && (
        <p className="post-spoiler">
          <bdi>{warning}</bdi>{" "}
          {contentWarningsEnabled && (
            <button type="button" className="button" aria-expanded={!collapsed} onClick={() => setShown((s) => !s)}>
              {collapsed ? LL.post.spoiler.show() : LL.post.spoiler.hide()}
            </button>
          )}
        </p>
      )}
      {!collapsed && (
        <>
          {post.content && <PostContent post={post} className="post-content" />}
          {post.media_attachments.length > 0 && <Attachments attachments={post.media_attachments} sensitive={post.sensitive} />}
          {pollPart.needed(post) && <PartOf part={pollPart} post={post} />}
          {quotesPart.needed(post) && <PartOf part={quotesPart} post={post} external={external} />}
        </>
      )}
    </div>
  );
});
