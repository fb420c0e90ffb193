import { Link } from "wouter";
import type { Status } from "../../api/types";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { ProfileLink } from "./PostLinks";
import "../../state/ns/post";

/** Marks the parent's card while a link to it is pointed at or focused, so the reader sees which post it is. */
function highlightParent(id: string, on: boolean): void {
  for (const card of document.querySelectorAll(`article.post-card[data-post-id="${CSS.escape(id)}"]`)) {
    card.classList.toggle("parent-highlighted", on);
  }
}

/** "Replying to @parent @others": the parent's author first, then the other mentions, each once. */
export function ReplyContext({ post, external, inThread }: { post: Status; external: boolean; inThread: boolean }) {
  const LL = useLL();
  if (!post.in_reply_to_id) return null;
  const parentAcct = post.pleroma.in_reply_to_account_acct;
  const parent = post.mentions.find((m) => m.id === post.in_reply_to_account_id || m.acct === parentAcct);
  const others = post.mentions.filter((m) => m !== parent);
  const people = parent ? [parent, ...others] : others;
  if (people.length === 0 && !inThread) return null;
  const parentId = post.in_reply_to_id;
  const linked = post.pleroma.parent_visible;
  const pointing = {
    onMouseEnter: () => highlightParent(parentId, true),
    onMouseLeave: () => highlightParent(parentId, false),
    onFocus: () => highlightParent(parentId, true),
    onBlur: () => highlightParent(parentId, false),
  };
  return (
    <p className="post-reply-context">
      {linked ? (
        <Link href={href.post(parentId)} className="post-parent-link" {...pointing}>
          {LL.post.replyingTo()}
        </Link>
      ) : (
        LL.post.replyingTo()
      )}{" "}
      {people.map((m) => (
        <span key={m.id}>
          <ProfileLink account={{ ...m, url: m.url }} external={external} className="post-mention">
            <bdi>@{m.username}</bdi>
          </ProfileLink>{" "}
        </span>
      ))}
      {inThread && linked && (
        <Link href={href.post(parentId)} className="post-previous" aria-label={LL.post.goToPrevious()} title={LL.post.goToPrevious()} {...pointing}>
          <span aria-hidden="true">↑</span>
        </Link>
      )}
    </p>
  );
}
