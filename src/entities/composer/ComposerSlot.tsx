import { Suspense, useContext, useEffect, useEffectEvent, useRef, useState, type ComponentType } from "react";
import type { Status } from "../../api/types";
import { names } from "../../lib/storage";
import { ComposerContext, type ComposerProps } from "./composer-context";

export { ComposerContext, type ComposerProps, type ComposerSource } from "./composer-context";

/** Drafts are stored under this name and the mode after it (features/compose/drafts.ts). */
export const DRAFT_PREFIX = "post_content";
const NEW_POST_DRAFT = `${DRAFT_PREFIX}:new`;

export function ComposerSlot(props: ComposerProps) {
  const source = useContext(ComposerContext);
  if (!source) return null;
  return (
    <Suspense fallback={<div className="composer-placeholder" aria-busy="true" />}>
      <source.Component {...props} />
    </Suspense>
  );
}

/**
 * The new-post editor where it is not the point of the page (home): a plain text box with the editor's name stands
 * in for it, so reading the timeline never waits for the editor's code. Pointing at the box starts loading it;
 * focusing or touching the box opens it, and it takes over what was typed meanwhile, the caret and the focus. A
 * stored draft opens it at once.
 */
export function ComposerOnDemand({ label, onDone, onLoadFailed }: {
  label: string;
  onDone?: (post: Status) => void;
  onLoadFailed?: (error: unknown) => void;
}) {
  const source = useContext(ComposerContext);
  const [Editor, setEditor] = useState<ComponentType<ComposerProps> | null>(null);
  const [wanted, setWanted] = useState(() => names(NEW_POST_DRAFT).includes(NEW_POST_DRAFT));
  const loading = useRef(false);
  const standIn = useRef<HTMLTextAreaElement>(null);

  const preload = () => {
    if (!source || loading.current || Editor) return;
    loading.current = true;
    source.load().then(
      (component) => setEditor(() => component),
      (error: unknown) => {
        loading.current = false;
        setWanted(false);
        onLoadFailed?.(error);
      },
    );
  };
  const open = () => {
    setWanted(true);
    preload();
  };
  // Only the first render can start with a stored draft; later changes come through open().
  const loadForDraft = useEffectEvent(() => {
    if (wanted) preload();
  });
  useEffect(() => loadForDraft(), []);

  if (Editor && wanted) {
    const handOff = () => {
      const el = standIn.current;
      return { text: el?.value ?? "", caret: el?.selectionStart ?? 0 };
    };
    return <Editor mode="new" onDone={onDone} handOff={standIn.current ? handOff : undefined} />;
  }
  return (
    <div className="composer-stand-in">
      <textarea
        ref={standIn}
        className="composer-stand-in-text"
        aria-label={label}
        placeholder={label}
        aria-busy={wanted || undefined}
        rows={3}
        onPointerEnter={preload}
        onPointerDown={open}
        onFocus={open}
        onInput={open}
      />
    </div>
  );
}
