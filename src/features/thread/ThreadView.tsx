import { useAtomValue, useSetAtom } from "jotai";
import { useLayoutEffect, useRef, useState } from "react";
import { useParams } from "wouter";
import { PostCard } from "../../entities/post/PostCard";
import { handle } from "../../lib/account";
import { isNotFound } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { overlayFamily, postFamily } from "../../state/posts";
import { instanceAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { useLoadTexts, useQuery } from "../../state/query";
import { LoadStatus } from "../../ui/LoadStatus";
import { BackButton } from "./BackButton";
import { InteractionLinks } from "./InteractionLinks";
import { ThreadDetails } from "./ThreadDetails";
import { addReplyAtom, threadQuery } from "./thread-actions";
import "./thread.css";
import "../../state/ns/post";

function ThreadEntry({ id, previous, chosen, highlight, onReplied }: { id: string; previous?: string; chosen: boolean; highlight: boolean; onReplied: (id: string, reply: import("../../api/types").Status) => void }) {
  const LL = useLL();
  const post = useAtomValue(postFamily(id));
  // A post deleted here leaves no row behind (nor its "not available" line), except the one the thread was opened
  // at: its place says it is gone, rather than a page with nothing but Back.
  const deleted = useAtomValue(overlayFamily(id)).deleted;
  if (deleted && chosen) {
    return (
      <li className="thread-entry" data-thread-id={id}>
        <p className="thread-unavailable">{LL.post.notAvailable()}</p>
      </li>
    );
  }
  if (!post || deleted) return null;
  // A reply to the entry just above is drawn joined to it, so a chain of replies reads as one line.
  const connected = previous !== undefined && post.in_reply_to_id === previous;
  return (
    <li className={`thread-entry${connected ? " connected" : ""}`} data-thread-id={id}>
      {post.in_reply_to_id && !post.pleroma.parent_visible && <p className="thread-unavailable">{LL.post.notAvailable()}</p>}
      <PostCard post={post} inThread highlighted={chosen && highlight} onReplied={(reply) => onReplied(id, reply)} />
      {chosen && <ThreadDetails post={post} />}
      {chosen && <InteractionLinks post={post} />}
    </li>
  );
}

export default function ThreadView() {
  const LL = useLL();
  const { postId = "" } = useParams<{ postId: string }>();
  const instance = useAtomValue(instanceAtom);
  const addReply = useSetAtom(addReplyAtom);
  // The post the shown thread was opened at. Another post of the same thread needs no new request: only the
  // highlight and scroll move.
  const [anchor, setAnchor] = useState(postId);
  const thread = useQuery(threadQuery, anchor);
  if (anchor !== postId && !thread.data?.some((p) => p.id === postId)) setAnchor(postId);
  const chosen = useAtomValue(postFamily(postId));
  usePageTitle(chosen ? LL.post.postBy({ handle: handle(chosen.account, instance?.uri) }) : null);
  // What the store has shows at once (a revisited thread); a stale one is loaded again behind it.
  const ids = thread.data?.map((p) => p.id);
  const ready = ids !== undefined;
  const texts = useLoadTexts();
  const status = <LoadStatus status={thread.status} hasData={ready} error={thread.error} onRetry={() => void thread.refresh()} texts={texts} />;

  // A freshly loaded thread jumps to the chosen post; moving to another post of the same thread glides there.
  const glideNext = useRef(false);
  useLayoutEffect(() => {
    if (!ready) {
      glideNext.current = false;
      return;
    }
    const el = document.querySelector<HTMLElement>(`[data-thread-id="${CSS.escape(postId)}"]`);
    if (!el) return;
    el.scrollIntoView({ block: "start", behavior: glideNext.current ? "smooth" : "instant" });
    glideNext.current = true;
  }, [ready, postId]);

  const onReplied = (parentId: string, reply: import("../../api/types").Status) => addReply(anchor, parentId, reply);

  if (!ready) {
    return thread.status === "error" && isNotFound(thread.error) ? <p className="empty" role="alert">{LL.post.notFound()}</p> : status;
  }
  return (
    <div className="thread-view">
      <BackButton />
      {status}
      <ol className="thread">
        {ids.map((id, i) => (
          <ThreadEntry key={id} id={id} previous={ids[i - 1]} chosen={id === postId} highlight={ids.length > 1} onReplied={onReplied} />
        ))}
      </ol>
    </div>
  );
}
