import { useAtomValue } from "jotai";
import type { Status } from "../../api/types";
import { useLL, useLocale } from "../../state/i18n";
import { postViewFamily } from "../../state/posts";
import "../../state/ns/post";

/** Under the post a thread was opened for: when exactly it was published, and its counts in words. */
export function ThreadDetails({ post }: { post: Status }) {
  const LL = useLL();
  const locale = useLocale();
  const live = useAtomValue(postViewFamily(post.id)) ?? post;
  const date = new Date(live.created_at);
  const when = Number.isNaN(date.getTime()) ? "" : new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short" }).format(date);
  return (
    <p className="thread-details">
      {when && <time dateTime={live.created_at}>{when}</time>}
      <span>{LL.post.replies({ count: live.replies_count })}</span>
      <span>{LL.post.reposts({ count: live.reblogs_count })}</span>
      <span>{LL.post.likes({ count: live.favourites_count })}</span>
    </p>
  );
}
