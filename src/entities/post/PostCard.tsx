import { useSetAtom, useStore } from "jotai";
import { useStoreValue } from "../../state/use-store-value";
import { useMemo, useState } from "react";
import type { Status } from "../../api/types";
import { handle } from "../../lib/account";
import { configAtom } from "../../state/config";
import { useLL } from "../../state/i18n";
import { adoptOwnReplyAtom, upsertPostsAtom } from "../../state/posts";
import { relationshipFamily } from "../../state/relationships";
import { currentUserAtom, instanceAtom, serverAtom } from "../../state/session";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import { ComposerSlot } from "../composer/ComposerSlot";
import { PostActions } from "./PostActions";
import { PostBody } from "./PostBody";
import { useNearParts } from "./card-parts";
import { PostHeader } from "./PostHeader";
import type { ComposerMode } from "./PostMenu";
import { postPermissions } from "./post-permissions";
import { ReactionsRow } from "./ReactionsRow";
import { ReplyContext } from "./ReplyContext";
import { RepostHeader } from "./RepostHeader";
import { useLivePost } from "./use-live-post";
import "./post.css";
import "../../state/ns/post";

export interface PostCardProps {
  /** The timeline entry: a post, or a repost whose `reblog` is the post shown. */
  post: Status;
  /** In a thread the reply button opens an inline composer instead of linking to the thread. */
  inThread?: boolean;
  highlighted?: boolean;
  /** A reply written in this card was published. */
  onReplied?: (reply: Status) => void;
  /** The post was deleted from this card. */
  onDeleted?: (postId: string) => void;
}

/** A post; one that fails to render shows a one-line note in its place instead of taking the page down. */
export function PostCard(props: PostCardProps) {
  const LL = useLL();
  return (
    <ErrorBoundary resetKey={props.post} fallback={<p className="card hint">{LL.common.notShown.post()}</p>}>
      <LivePostCard {...props} />
    </ErrorBoundary>
  );
}

function LivePostCard(props: PostCardProps) {
  const entry = useLivePost(props.post);
  const original = useLivePost(props.post.reblog ?? props.post);
  if (!entry || !original) return null;
  return <PostCardView {...props} entry={entry} original={original} />;
}

function PostCardView({ entry, original, inThread = false, highlighted, onReplied, onDeleted }: PostCardProps & { entry: Status; original: Status }) {
  const LL = useLL();
  const user = useStoreValue(currentUserAtom);
  const config = useStoreValue(configAtom);
  const instance = useStoreValue(instanceAtom);
  const server = useStoreValue(serverAtom);
  const reactions = server.reactions !== null;
  const quotes = server.quotes;
  const relationship = useStoreValue(relationshipFamily(original.account.id));
  const upsert = useSetAtom(upsertPostsAtom);
  const adoptReply = useSetAtom(adoptOwnReplyAtom);
  const store = useStore();
  const [composer, setComposer] = useState<ComposerMode | null>(null);
  const can = useMemo(
    () => postPermissions(original, { user, config, instance, reactions, quotes }, relationship),
    [original, user, config, instance, reactions, quotes, relationship],
  );
  const external = user === null;
  const close = () => setComposer(null);
  const partsRef = useNearParts(original, highlighted);

  return (
    <article
      ref={partsRef}
      className={`post-card${highlighted ? " highlighted" : ""}`}
      aria-label={LL.post.postBy({ handle: handle(original.account, instance?.uri) })}
      aria-current={highlighted ? "true" : undefined}
      data-post-id={original.id}
    >
      {entry.reblog && <RepostHeader repost={entry} external={external} />}
      <PostHeader post={original} external={external} />
      <ReplyContext post={original} external={external} inThread={inThread} />
      <PostBody post={original} external={external} />
      <ReactionsRow post={original} canReact={can.react} />
      <PostActions
        post={original}
        can={can}
        inThread={inThread}
        composer={composer}
        onCompose={setComposer}
        onDeleted={() => onDeleted?.(original.id)}
      />
      {composer === "reply" && (
        <ComposerSlot mode="reply" inReplyTo={original} onCancel={close} onDone={(reply) => { close(); adoptReply(reply); onReplied?.(reply); }} />
      )}
      {composer === "quote" && (
        <ComposerSlot
          mode="quote"
          quoted={original}
          onCancel={close}
          onDone={(post) => {
            // The reader stays where they were (a thread, a profile); the editor announces "Post published" and
            // the new post waits at the top of home. The feed state travels with the timelines, not with every card
            // (conversations show cards without it): where it is not loaded yet, it comes with this first quote.
            close();
            import("../timeline/timeline-state").then((m) => store.set(m.prependToFeedAtom, { kind: "home" }, post), console.error);
          }}
        />
      )}
      {composer === "edit" && (
        <ComposerSlot mode="edit" post={original} onCancel={close} onDone={(post) => { close(); upsert([post]); }} />
      )}
    </article>
  );
}
