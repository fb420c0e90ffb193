import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useParams } from "wouter";
import { PostCard } from "../../entities/post/PostCard";
import { handle } from "../../lib/account";
import { errorMessage, isNotFound } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { overlayFamily, postFamily } from "../../state/posts";
import { instanceAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { BackButton } from "./BackButton";
import { InteractionLinks } from "./InteractionLinks";
import { ThreadDetails } from "./ThreadDetails";
import { addReplyAtom, insertReply, loadThreadAtom, releaseThreadAtom } from "./thread-actions";
import "./thread.css";
import "../../state/ns/post";

type ThreadState = { status: "loading" } | { status: "ready"; ids: string[] } | { status: "error"; error: unknown };

function ThreadEntry({ id, previous, chosen, highlight, onReplied }: { id: string; previous?: string; chosen: boolean; highlight: boolean; onReplied: (id: string, reply: import("../../api/types").Status) => void }) {
  const LL = useLL();
  const post = useAtomValue(postFamily(id));
  // A post deleted here leaves no row behind (nor its "not available" line).
  const deleted = useAtomValue(overlayFamily(id)).deleted;
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
  const load = useSetAtom(loadThreadAtom);
  const addReply = useSetAtom(addReplyAtom);
  const release = useSetAtom(releaseThreadAtom);
  const [state, setState] = useState<ThreadState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const held = useRef<string[]>([]);
  const chosen = useAtomValue(postFamily(postId));
  usePageTitle(chosen ? LL.post.postBy({ handle: handle(chosen.account, instance?.uri) }) : null);

  // A post of the thread already shown needs no new request: only the highlight and scroll move.
  const known = state.status === "ready" && state.ids.includes(postId);
  useEffect(() => {
    if (known) return;
    let live = true;
    setState({ status: "loading" });
    load(postId).then(
      (ids) => {
        if (!live) return release(ids);
        release(held.current);
        held.current = ids;
        setState({ status: "ready", ids });
      },
      (error: unknown) => live && setState({ status: "error", error }),
    );
    return () => {
      live = false;
    };
  }, [postId, attempt, known, load, release]);
  useEffect(() => () => release(held.current), [release]);

  const ready = state.status === "ready";
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

  const onReplied = (parentId: string, reply: import("../../api/types").Status) => {
    addReply(reply);
    held.current = [...held.current, reply.id];
    setState((s) => (s.status === "ready" ? { status: "ready", ids: insertReply(s.ids, { ...reply, in_reply_to_id: parentId }) } : s));
  };

  if (state.status === "loading") {
    return (
      <div className="page-loading" role="status" aria-label={LL.common.loading()}>
        <div className="spinner" />
      </div>
    );
  }
  if (state.status === "error") {
    if (isNotFound(state.error)) return <p className="empty" role="alert">{LL.post.notFound()}</p>;
    return (
      <div className="error-box" role="alert">
        <p>{errorMessage(LL, state.error)}</p>
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          {LL.common.retry()}
        </button>
      </div>
    );
  }
  return (
    <div className="thread-view">
      <BackButton />
      <ol className="thread">
        {state.ids.map((id, i) => (
          <ThreadEntry key={id} id={id} previous={state.ids[i - 1]} chosen={id === postId} highlight={state.ids.length > 1} onReplied={onReplied} />
        ))}
      </ol>
    </div>
  );
}
