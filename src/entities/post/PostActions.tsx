import { useAtomValue, useSetAtom } from "jotai";
import { Icon } from "../../ui/Icon";
import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import type { Status } from "../../api/types";
import { href } from "../../paths";
import { configAtom } from "../../state/config";
import { useLL } from "../../state/i18n";
import { instanceAtom } from "../../state/session";
import { safeLinkUrl } from "../content/url-policy";
import { toggleFavouriteAtom, toggleReactionAtom, toggleRepostAtom } from "./actions";
import type { PostPermissions } from "./post-permissions";
import { PostMenu, type ComposerMode } from "./PostMenu";
import "../../state/ns/post";

// The picker and its emoji data load only when someone opens it.
const EmojiPicker = lazy(() => import("../emoji/EmojiPicker").then((m) => ({ default: m.EmojiPicker })));

export function PostActions({ post, can, inThread, composer, onCompose, onDeleted }: {
  post: Status;
  can: PostPermissions;
  inThread: boolean;
  composer: ComposerMode | null;
  onCompose: (mode: ComposerMode | null) => void;
  onDeleted?: () => void;
}) {
  const LL = useLL();
  const config = useAtomValue(configAtom);
  const instance = useAtomValue(instanceAtom);
  const like = useSetAtom(toggleFavouriteAtom);
  const repost = useSetAtom(toggleRepostAtom);
  const react = useSetAtom(toggleReactionAtom);
  const [picking, setPicking] = useState(false);
  const gateway = instance?.ipfs_gateway_url ? safeLinkUrl(`${instance.ipfs_gateway_url.replace(/\/+$/, "")}/ipfs/${post.ipfs_cid}`) : null;
  const replies = <span className="count" aria-hidden="true">{post.replies_count}</span>;
  // The name holds the visible count as a word of its own ("Reply 2 replies"), never in parentheses: speech
  // input users say what they see (WCAG 2.5.3).
  const replyName = `${LL.post.reply()} ${LL.post.replies({ count: post.replies_count })}`;

  return (
    <div className="post-actions">
      {inThread && can.reply ? (
        <button
          type="button"
          className="icon-button"
          aria-pressed={composer === "reply"}
          aria-label={replyName}
          title={LL.post.reply()}
          onClick={() => onCompose(composer === "reply" ? null : "reply")}
        >
          <span aria-hidden="true">↩</span> {replies}
        </button>
      ) : inThread ? (
        <span className="icon-count" title={LL.post.replies({ count: post.replies_count })}>
          <span aria-hidden="true">↩</span> {replies}
          <span className="visually-hidden">{LL.post.replies({ count: post.replies_count })}</span>
        </span>
      ) : (
        <Link
          href={href.post(post.id)}
          className="icon-button"
          aria-label={replyName}
          title={LL.post.reply()}
          {...(config.conversationNewTabEnabled ? { target: "_blank", rel: "noopener" } : {})}
        >
          <span aria-hidden="true">↩</span> {replies}
        </Link>
      )}
      {can.repost === "toggle" && (
        <button
          type="button"
          className="icon-button"
          aria-pressed={post.reblogged}
          aria-label={`${post.reblogged ? LL.post.deleteRepost() : LL.post.repost()} ${LL.post.reposts({ count: post.reblogs_count })}`}
          title={post.reblogged ? LL.post.deleteRepost() : LL.post.repost()}
          onClick={() => repost(post.id)}
        >
          <Icon name="repost" /> <span className="count" aria-hidden="true">{post.reblogs_count}</span>
        </button>
      )}
      {can.repost === "count" && (
        <span className="icon-count" title={LL.post.reposts({ count: post.reblogs_count })}>
          <span aria-hidden="true">🔁 {post.reblogs_count}</span>
          <span className="visually-hidden">{LL.post.reposts({ count: post.reblogs_count })}</span>
        </span>
      )}
      {can.like && (
        <button
          type="button"
          className="icon-button"
          aria-pressed={post.favourited}
          aria-label={post.favourited ? LL.post.unlike() : LL.post.like()}
          title={post.favourited ? LL.post.unlike() : LL.post.like()}
          onClick={() => like(post.id)}
        >
          <span aria-hidden="true">{post.favourited ? "♥" : "♡"}</span>
        </button>
      )}
      {can.react && (
        <span className="post-react">
          <button
            type="button"
            className="icon-button"
            aria-expanded={picking}
            aria-label={LL.post.reactWithEmoji()}
            title={LL.post.reactWithEmoji()}
            onClick={() => setPicking((p) => !p)}
          >
            <span aria-hidden="true">☺</span>
          </button>
          {picking && (
            <Suspense fallback={null}>
              <div className="post-emoji-picker">
                <EmojiPicker onPick={(emoji) => react(post.id, emoji)} onClose={() => setPicking(false)} />
              </div>
            </Suspense>
          )}
        </span>
      )}
      {post.ipfs_cid && gateway && (
        <a className="icon-button" href={gateway.href} target="_blank" rel="nofollow noopener noreferrer" aria-label={LL.post.savedToIpfs()} title={LL.post.savedToIpfs()}>
          <span aria-hidden="true">⬡</span>
        </a>
      )}
      <PostMenu post={post} can={can} onCompose={onCompose} onDeleted={onDeleted} />
    </div>
  );
}
