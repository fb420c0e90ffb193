import type { Status } from "../../api/types";
import { RichContent } from "../content/RichContent";
import { Attachments } from "./Attachments";
import { PollView } from "./PollView";
import { QuotedPosts } from "./QuotedPosts";

/** Content, attachments, poll and quoted posts of one post. */
export function PostBody({ post, external }: { post: Status; external: boolean }) {
  return (
    <div className="post-body">
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
    </div>
  );
}
