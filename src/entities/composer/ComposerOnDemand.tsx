// Home's new-post box (features/timeline/HomeView.tsx), apart from the slot every post card may open: only home
// shows it, so the other feeds do not download it.
import { useContext, useEffect, useRef, useState, type ComponentType, type SyntheticEvent } from "react";
import type { Status } from "../../api/types";
import { names, save } from "../../lib/storage";
import { ComposerContext, type ComposerProps } from "./composer-context";
import { DRAFT_PREFIX } from "./ComposerSlot";

const NEW_POST_DRAFT = `${DRAFT_PREFIX}:new`;

/**
 * The new-post editor where it is not the point of the page (home): a plain text box with the editor's name stands
 * in for it, so reading the timeline never waits for the editor's code. Pointing at or pressing the box starts
 * loading it; focusing it (as a press does) opens it, and it takes over what was typed meanwhile, the caret and the
 * focus. A stored draft opens it at once. Both sit in one holder (`composer-on-demand`), which home's stylesheet
 * lifts above the timeline (features/timeline/timeline.css).
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
  // What was typed into the stand-in, kept as it changes: the editor may read it after the box is gone (it renders
  // again once its own data arrives), and a page left before the editor came keeps it as the new-post draft.
  const typed = useRef<{ text: string; caret: number } | null>(null);
  const handedOver = useRef<{ text: string; caret: number; focused: boolean } | null>(null);
  const remember = (e: SyntheticEvent<HTMLTextAreaElement>) => {
    typed.current = { text: e.currentTarget.value, caret: e.currentTarget.selectionStart ?? 0 };
  };
  const showingStandIn = !(Editor && wanted);
  useEffect(() => {
    if (!showingStandIn) return;
    const keep = () => {
      if (typed.current?.text.trim() && !names(NEW_POST_DRAFT).includes(NEW_POST_DRAFT)) save(NEW_POST_DRAFT, { text: typed.current.text });
    };
    window.addEventListener("pagehide", keep);
    return () => window.removeEventListener("pagehide", keep);
  }, [showingStandIn]);

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
  useEffect(() => {
    if (wanted) preload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the first render's draft
  }, []);

  if (!showingStandIn) {
    // Read as the box goes (this render, before it leaves the page): an editor that reads later still gets it. The
    // focus follows only if it was in the box: a reader who tabbed on while the editor loaded keeps it.
    const box = standIn.current;
    if (box) handedOver.current = { text: box.value, caret: box.selectionStart ?? 0, focused: document.activeElement === box };
    const handed = handedOver.current ?? { ...(typed.current ?? { text: "", caret: 0 }), focused: false };
    const handOff = () => handed;
    return (
      <div className="composer-on-demand">
        <Editor mode="new" onDone={onDone} handOff={handedOver.current || typed.current ? handOff : undefined} />
      </div>
    );
  }
  return (
    <div className="composer-on-demand composer-stand-in">
      <textarea
        ref={standIn}
        className="composer-stand-in-text"
        aria-label={label}
        placeholder={label}
        aria-busy={wanted || undefined}
        rows={3}
        onPointerEnter={preload}
        // A press only starts the loading; the focus it gives the box opens the editor. Opening on the press itself
        // could swap the box away before the press focuses it (the editor already here, or arriving in between),
        // and the focus, with what is typed next, would land on the page instead.
        onPointerDown={preload}
        onFocus={open}
        onInput={(e) => {
          remember(e);
          open();
        }}
        onSelect={remember}
      />
    </div>
  );
}
