import { useAtomValue } from "jotai";
import { useState } from "react";
import type { Status } from "../../api/types";
import { configAtom } from "../../state/config";
import { useLL } from "../../state/i18n";
import { RichContent } from "../content/RichContent";
import { Attachments } from "./Attachments";
import { PollView } from "./PollView";
import { QuotedPosts } from "./QuotedPosts";
import "../../state/ns/post";

/**
 * Content, attachments, poll and quoted posts of one post. A content warning (`spoiler_text`, sent by servers
 * other than Mitra) hides them until the reader asks, unless content warnings are turned off.
 */
export function PostBody({ post, external }: { post: Status; external: boolean }) {
  const LL = useLL();
  const { contentWarningsEnabled } = useAtomValue(configAtom);
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
          {post.content && (
            <RichContent
              html={post.content}
              emojis={post.emojis}
              mentions={post.mentions}
              tags={post.tags}
              links={post.links}
              className="post-content"
            />
          )}
          {post.media_attachments.length > 0 && <Attachments attachments={post.media_attachments} sensitive={post.sensitive} />}
          {post.poll && <PollView post={post} />}
          <QuotedPosts post={post} external={external} />
        </>
      )}
    </div>
  );
}
