import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import { useEffectEvent } from "../../lib/use-effect-event";
import type { Status, StatusSource } from "../../api/types";
import type { ComposerProps } from "../../entities/composer/ComposerSlot";
import { adoptStyles } from "../../entities/emoji/adopt-styles";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { queryErrorMessage, useQuery } from "../../state/query";
import { currentUserAtom, serverAtom } from "../../state/session";
import { ComposerForm } from "./ComposerForm";
import { sourceQuery } from "./queries";
import { editSetup, writeSetup, type ComposerSetup } from "./setup";
import { standardVisibilities } from "./visibility-rules";
import "../../state/ns/compose";
import css from "./compose.css" with { type: "text" };

adoptStyles(css);

/** The post editor, one lazily loaded chunk: new post, reply, repost with comment, or edit. */
export default function Composer(props: ComposerProps) {
  if (props.mode === "edit") return <EditComposer post={props.post} onDone={props.onDone} onCancel={props.onCancel} />;
  return <WriteComposer {...props} />;
}

function WriteComposer(props: Exclude<ComposerProps, { mode: "edit" }>) {
  const user = useAtomValue(currentUserAtom);
  // Worked out once: later changes to the parent post must not reset what is being typed.
  const { mitra } = useAtomValue(serverAtom);
  const [setup] = useState(() => {
    const setup = writeSetup(props, user?.id);
    return mitra ? setup : { ...setup, allowed: standardVisibilities(setup.allowed) };
  });
  return <ComposerForm setup={setup} onDone={props.onDone} onCancel={props.mode === "new" ? undefined : props.onCancel} />;
}

/** Editing starts from the markdown source; a post without one cannot be edited ("source is not available"). */
function EditComposer({ post, onDone, onCancel }: { post: Status; onDone?: (p: Status) => void; onCancel?: () => void }) {
  const LL = useLL();
  const notify = useSetAtom(showNoticeAtom);
  const source = useQuery(sourceQuery, post.id);
  // Only a source read since this editor opened: an earlier one may predate the last edit.
  const [openedAt] = useState(() => Date.now());
  const fresh = source.loadedAt >= openedAt;
  // Likewise a failure counts only once this editor's own request was on its way.
  const asked = useRef(false);
  if (source.status === "loading") asked.current = true;
  // Worked out once, from the first source that arrives: a later reload must not reset what is being typed.
  const [setup, setSetup] = useState<ComposerSetup | null>(null);
  const onSource = useEffectEvent((text: StatusSource) => {
    // Servers without markdown keep the plain text (Mastodon's /source), which edits as it is.
    if (text.content_type !== "text/markdown" && text.content_type !== "text/plain") {
      notify({ message: LL.compose.sourceNotAvailable(), kind: "error" });
      onCancel?.();
    } else setSetup(editSetup(post, text.text));
  });
  const onFailure = useEffectEvent((e: unknown) => {
    notify({ message: queryErrorMessage(LL, e), kind: "error" });
    onCancel?.();
  });
  const started = setup !== null;
  useEffect(() => {
    if (started) return;
    if (source.status === "ready" && fresh && source.data) onSource(source.data);
    else if (source.status === "error" && asked.current) onFailure(source.error);
  }, [started, fresh, source.status, source.data, source.error]);
  if (!setup) return <div className="composer-placeholder" aria-busy="true" />;
  return <ComposerForm setup={setup} onDone={onDone} onCancel={onCancel} />;
}
