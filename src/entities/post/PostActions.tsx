import { useStoreValue } from "../../state/use-store-value";
import { Icon } from "../../ui/Icon";
import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "wouter";
import type { Status } from "../../api/types";
import { href } from "../../paths";
import { configAtom } from "../../state/config";
import { useLL } from "../../state/i18n";
import { instanceAtom } from "../../state/session";
import { safeLinkUrl } from "../../lib/url-policy";
import { preloadPostActions, usePostAction } from "./lazy-actions";
import type { PostPermissions } from "./post-permissions";
import { PostMenu, type ComposerMode } from "./PostMenu";
import { PostPayment } from "./PostPayment";
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
  const config = useStoreValue(configAtom);
  const instance = useStoreValue(instanceAtom);
  const like = usePostAction("toggleFavouriteAtom");
  const repost = usePostAction("toggleRepostAtom");
  const react = usePostAction("toggleReactionAtom");
  const [picking, setPicking] = useState(false);
  const reactButton = useRef<HTMLButtonElement>(null);
  // A pick closes the picker (one reaction per pick) and gives the focus back to its button.
  const pick = (emoji: string) => {
    setPicking(false);
    reactButton.current?.focus();
    void react(post.id, emoji);
  };
  const gateway = instance?.ipfs_gateway_url ? safeLinkUrl(`${instance.ipfs_gateway_url.replace(/\/+$/, "")}/ipfs/${post.ipfs_cid}`) : null;
  const count = (n: number) => <span className="count" aria-hidden="true">{n > 0 ? n : ""}</span>;
  const replies = count(post.replies_count);
  const likes = count(post.favourites_count);
  // The name holds the visible count as a word of its own ("Reply 2 replies"), never in parentheses: speech
  // input users say what they see (WCAG 2.5.3).
  const replyName = `${LL.post.reply()} ${LL.post.replies({ count: post.replies_count })}`;

  return (
    <div className="post-actions" onPointerOver={preloadPostActions} onFocus={preloadPostActions}>
      {inThread && can.reply ? (
        <button
          type="button"
          className="icon-button"
          aria-pressed={composer === "reply"}
          data-shortcut="reply"
          aria-label={replyName}
          title={LL.post.reply()}
          onClick={() => onCompose(composer === "reply" ? null : "reply")}
        >
          <Icon name="reply" /> {replies}
        </button>
      ) : inThread ? (
        <span className="icon-count" title={LL.post.replies({ count: post.replies_count })}>
          <Icon name="reply" /> {replies}
          <span className="visually-hidden">{LL.post.replies({ count: post.replies_count })}</span>
        </span>
      ) : (
        <Link
          href={href.post(post.id)}
          className="icon-button"
          data-shortcut="reply"
          aria-label={replyName}
          title={LL.post.reply()}
          {...(config.conversationNewTabEnabled ? { target: "_blank", rel: "noopener" } : {})}
        >
          <Icon name="reply" /> {replies}
        </Link>
      )}
      {can.repost === "toggle" && (
        <button
          type="button"
          className="icon-button post-repost"
          aria-pressed={post.reblogged}
          data-shortcut="repost"
          aria-label={`${post.reblogged ? LL.post.deleteRepost() : LL.post.repost()} ${LL.post.reposts({ count: post.reblogs_count })}`}
          title={post.reblogged ? LL.post.deleteRepost() : LL.post.repost()}
          onClick={() => void repost(post.id)}
        >
          <Icon name="repost" /> {count(post.reblogs_count)}
        </button>
      )}
      {can.repost === "count" && (
        <span className="icon-count" title={LL.post.reposts({ count: post.reblogs_count })}>
          <Icon name="repost" /> <span aria-hidden="true">{post.reblogs_count}</span>
          <span className="visually-hidden">{LL.post.reposts({ count: post.reblogs_count })}</span>
        </span>
      )}
      {can.like && (
        <button
          type="button"
          className="icon-button post-like"
          aria-pressed={post.favourited}
          data-shortcut="like"
          aria-label={`${post.favourited ? LL.post.unlike() : LL.post.like()} ${LL.post.likes({ count: post.favourites_count })}`}
          title={post.favourited ? LL.post.unlike() : LL.post.like()}
          onClick={() => void like(post.id)}
        >
          <Icon name="like" filled={post.favourited} /> {likes}
        </button>
      )}
      {!can.like && post.favourites_count > 0 && (
        <span className="icon-count" title={LL.post.likes({ count: post.favourites_count })}>
          <Icon name="like" /> {likes}
          <span className="visually-hidden">{LL.post.likes({ count: post.favourites_count })}</span>
        </span>
      )}
      {can.react && (
        <span className="post-react">
          <button
            ref={reactButton}
            type="button"
            className="icon-button"
            aria-expanded={picking}
            aria-label={LL.post.reactWithEmoji()}
            title={LL.post.reactWithEmoji()}
            onClick={() => setPicking((p) => !p)}
          >
            <Icon name="react" />
          </button>
          {picking && (
            <Suspense fallback={null}>
              <div className="post-emoji-picker">
                <EmojiPicker onPick={(emoji) => pick(emoji)} onClose={() => setPicking(false)} />
              </div>
            </Suspense>
          )}
        </span>
      )}
      {post.ipfs_cid && gateway && (
        <a className="icon-button" href={gateway.href} target="_blank" rel="nofollow noopener noreferrer" aria-label={LL.post.savedToIpfs()} title={LL.post.savedToIpfs()}>
          <Icon name="ipfs" /> <span className="post-ipfs-name" aria-hidden="true">IPFS</span>
        </a>
      )}
      <PostPayment account={post.account} />
      <PostMenu post={post} can={can} onCompose={onCompose} onDeleted={onDeleted} />
    </div>
  );
}
