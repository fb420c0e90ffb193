import { useEffect } from "react";
import { Link } from "wouter";
import { PostCard } from "../../entities/post/PostCard";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { useLoadTexts, useQuery } from "../../state/query";
import { LoadStatus } from "../../ui/LoadStatus";
import { publicPostsQuery } from "./public-posts";
import { isRefusal } from "./public-posts-rules";
import "../../state/ns/landing";

/**
 * The newest local public posts, as a visitor's post cards (no action that needs an account). A server that
 * refuses visitors its timeline makes the section go (onRefused); any other failure offers a retry. The section is
 * offered only where visitors may read the local timeline, so its link goes there.
 */
export default function PublicPosts({ onRefused }: { onRefused: () => void }) {
  const LL = useLL();
  const texts = useLoadTexts();
  const { status, data, error, refresh } = useQuery(publicPostsQuery, "local");
  const refused = status === "error" && isRefusal(error);
  useEffect(() => {
    if (refused) onRefused();
  }, [refused, onRefused]);
  if (refused) return null;
  return (
    <>
      <LoadStatus status={status} hasData={data !== undefined} error={error} onRetry={() => void refresh()} texts={texts} />
      {data?.length === 0 && <p className="empty">{LL.landing.empty()}</p>}
      {data && data.length > 0 && (
        <div className="landing-posts">
          {data.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
      {data && data.length > 0 && <Link href={href.local()}>{LL.landing.more()}</Link>}
    </>
  );
}
