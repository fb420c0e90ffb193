import { useStoreValue } from "../../state/use-store-value";
import { lazy, memo, Suspense, useState } from "react";
import type { Status } from "../../api/types";
import { configAtom } from "../../state/config";
import { useLL } from "../../state/i18n";
import { RichContent } from "../content/RichContent";
import { Attachments } from "./Attachments";
import { PollView } from "./PollView";
import { QuotedPosts } from "./QuotedPosts";
import "../../state/ns/post";

let longContent: typeof import("../content/LongContent") | null = null;
const loadLongContent = () => import("../content/LongContent").then((m) => (longContent = m));
const LazyLongContent = lazy(loadLongContent);
const mayBeLong = (post: Status | null | undefined) => post && post.content.length > 2000;

/**
 * Loads LongContent when one of these posts, or a post one reposts or quotes, needs it. A page waits for it, so its
 * cards render with it in place: its arrival after the page's render would render those cards again.
 */
export const longContentFor = (posts: readonly Status[]) =>
  posts.some((p) => mayBeLong(p) || mayBeLong(p.reblog) || mayBeLong(p.pleroma?.quote)) && loadLongContent();

/**
 * A post's content. Content of more than 2,000 characters of HTML may be long: it goes through LongContent (loaded
 * with the first such post), which shows long content's first part and "Show more" (content/long-content.ts).
 */
export function PostContent({ post, className }: { post: Status; className: string }) {
  // LongContent itself when its chunk is in (a page of posts loads it first: longContentFor), so the card
  // renders whole in one render instead of suspending: a lazy component suspends on its first render even when its
  // import is done. Chosen once per card: a change of component would remount it and close an opened post.
  const [LongContent] = useState(() => longContent?.default ?? LazyLongContent);
  return mayBeLong(post) ? (
    <Suspense>
      <LongContent post={post} className={className} />
    </Suspense>
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
          {post.poll && <PollView post={post} />}
          <QuotedPosts post={post} external={external} />
        </>
      )}
    </div>
  );
});
