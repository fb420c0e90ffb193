import type { Status } from "../../api/types";
import { memo } from "react";
import { Icon } from "../../ui/Icon";
import { useLL } from "../../state/i18n";
import { useLatestAccount } from "../../state/account-cache";
import { Avatar } from "../../ui/Avatar";
import { AccountHandle, DisplayName } from "../account/AccountName";
import { PostLink, ProfileLink } from "./PostLinks";
import { RelativeTime } from "./RelativeTime";
import { VisibilityIcon } from "./VisibilityIcon";
import "../../state/ns/post";

/** Avatar, name and handle (to the profile), visibility, pinned and edited marks, time (to the post). */
export const PostHeader = memo(function PostHeader({ post, external, onTimeClick }: { post: Status; external: boolean; onTimeClick?: () => void }) {
  const LL = useLL();
  const author = useLatestAccount(post.account);
  return (
    <header className="post-header">
      <ProfileLink account={author} external={external} className="post-author">
        <Avatar src={author.avatar} size={44} />
        <span className="post-author-names">
          <DisplayName account={author} />
          <AccountHandle account={author} />
        </span>
      </ProfileLink>
      <span className="post-meta">
        {post.pinned && (
          <span className="post-pinned" title={LL.post.featured()} role="img" aria-label={LL.post.featured()}>
            <Icon name="pin" size={16} />
          </span>
        )}
        <VisibilityIcon visibility={post.visibility} />
        {post.edited_at && <span className="post-edited" title={post.edited_at}>{LL.post.edited()}</span>}
        <PostLink post={post} external={external} className="post-time" onClick={onTimeClick}>
          <RelativeTime iso={post.created_at} />
        </PostLink>
      </span>
    </header>
  );
});
