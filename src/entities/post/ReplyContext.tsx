import { Link } from "wouter";
import type { Status } from "../../api/types";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { ProfileLink } from "./PostLinks";
import "../../state/ns/post";

/** "Replying to @parent @others": the parent's author first, then the other mentions, each once. */
export function ReplyContext({ post, external, inThread }: { post: Status; external: boolean; inThread: boolean }) {
  const LL = useLL();
  if (!post.in_reply_to_id) return null;
  const parentAcct = post.pleroma.in_reply_to_account_acct;
  const parent = post.mentions.find((m) => m.id === post.in_reply_to_account_id || m.acct === parentAcct);
  const others = post.mentions.filter((m) => m !== parent);
  const people = parent ? [parent, ...others] : others;
  if (people.length === 0 && !inThread) return null;
  return (
    <p className="post-reply-context">
      {LL.post.replyingTo()}{" "}
      {people.map((m) => (
        <span key={m.id}>
          <ProfileLink account={{ ...m, url: m.url }} external={external} className="post-mention">
            <bdi>@{m.username}</bdi>
          </ProfileLink>{" "}
        </span>
      ))}
      {inThread && post.pleroma.parent_visible && (
        <Link href={href.post(post.in_reply_to_id)} className="post-previous" aria-label={LL.post.goToPrevious()} title={LL.post.goToPrevious()}>
          <span aria-hidden="true">↑</span>
        </Link>
      )}
    </p>
  );
}
