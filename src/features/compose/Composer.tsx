import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useEffectEvent, useState } from "react";
import type { Status } from "../../api/types";
import type { ComposerProps } from "../../entities/composer/ComposerSlot";
import { adoptStyles } from "../../entities/emoji/adopt-styles";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { apiAtom, currentUserAtom } from "../../state/session";
import { loadSource } from "./actions";
import { ComposerForm } from "./ComposerForm";
import { editSetup, writeSetup, type ComposerSetup } from "./setup";
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
  const [setup] = useState(() => writeSetup(props, user?.id));
  return <ComposerForm setup={setup} onDone={props.onDone} onCancel={props.mode === "new" ? undefined : props.onCancel} />;
}

/** Editing starts from the markdown source; a post without one cannot be edited ("source is not available"). */
function EditComposer({ post, onDone, onCancel }: { post: Status; onDone?: (p: Status) => void; onCancel?: () => void }) {
  const LL = useLL();
  const api = useAtomValue(apiAtom);
  const notify = useSetAtom(showNoticeAtom);
  const [setup, setSetup] = useState<ComposerSetup | null>(null);
  // What happens with the source reads the latest words and callbacks without loading it again.
  const onSource = useEffectEvent((source: Awaited<ReturnType<typeof loadSource>>) => {
    if (source.content_type !== "text/markdown") {
      notify({ message: LL.compose.sourceNotAvailable(), kind: "error" });
      onCancel?.();
    } else setSetup(editSetup(post, source.text));
  });
  const onFailure = useEffectEvent((e: unknown) => {
    notify({ message: errorMessage(LL, e), kind: "error" });
    onCancel?.();
  });
  // Loaded once per post.
  useEffect(() => {
    let live = true;
    loadSource(api, post.id).then(
      (source) => live && onSource(source),
      (e: unknown) => live && onFailure(e),
    );
    return () => {
      live = false;
    };
  }, [api, post.id]);
  if (!setup) return <div className="composer-placeholder" aria-busy="true" />;
  return <ComposerForm setup={setup} onDone={onDone} onCancel={onCancel} />;
}
