import { createContext, Suspense, useContext, type ComponentType } from "react";
import type { Status } from "../../api/types";

/**
 * The post editor is its own lazily loaded feature. Entities and other features cannot import it, so the app
 * provides it through this context and they render <ComposerSlot …/> where an editor belongs.
 */
export type ComposerProps =
  | { mode: "new"; onDone?: (post: Status) => void }
  | { mode: "reply"; inReplyTo: Status; onDone?: (post: Status) => void; onCancel?: () => void }
  | { mode: "quote"; quoted: Status; onDone?: (post: Status) => void; onCancel?: () => void }
  | { mode: "edit"; post: Status; onDone?: (post: Status) => void; onCancel?: () => void };

export const ComposerContext = createContext<ComponentType<ComposerProps> | null>(null);

export function ComposerSlot(props: ComposerProps) {
  const Composer = useContext(ComposerContext);
  if (!Composer) return null;
  return (
    <Suspense fallback={<div className="composer-placeholder" aria-busy="true" />}>
      <Composer {...props} />
    </Suspense>
  );
}
