import { memo, useEffect } from "react";
import { Link } from "wouter";
import type { Status } from "../../api/types";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { Icon } from "../../ui/Icon";
import { ProfileLink } from "./PostLinks";
import "../../state/ns/post";

/** Marks the parent's card while a link to it is pointed at or focused, so the reader sees which post it is. */
function highlightParent(id: string, on: boolean): void {
  // Compared by attribute rather than by a selector built from the id, which a server chooses.
  const cards = document.querySelectorAll<HTMLElement>(on ? "article.post-card[data-post-id]" : "article.parent-highlighted");
  for (const card of cards) {
    if (card.getAttribute("data-post-id") === id) card.classList.toggle("parent-highlighted", on);
  }
}

/** "Replying to @parent @others": the parent's author first, then the other mentions, each once. */
export const ReplyContext = memo(function ReplyContext({ post, external, inThread }: { post: Status; external: boolean; inThread: boolean }) {
  const LL = useLL();
  // A card that goes away while its parent link is pointed at leaves no highlight behind.
  const replyTo = post.in_reply_to_id;
  useEffect(() => (replyTo ? () => highlightParent(replyTo, false) : undefined), [replyTo]);
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
          <Icon name="up" size={16} />
        </Link>
      )}
    </p>
  );
});
