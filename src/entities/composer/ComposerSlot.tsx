import { Suspense, useContext, useLayoutEffect, useRef, useState } from "react";
import { ComposerContext, type ComposerProps } from "./composer-context";

export { ComposerContext, type ComposerProps, type ComposerSource } from "./composer-context";

/** Drafts are stored under this name and the mode after it (features/compose/drafts.ts). */
export const DRAFT_PREFIX = "post_content";

/**
 * An editor opened by a control (Reply, or the menu button behind Edit and Repost with comment). When it closes, after
 * a post, Update or Cancel, the focus goes back to that control instead of being lost with the editor.
 */
export function ComposerSlot(props: ComposerProps) {
  const source = useContext(ComposerContext);
  const holder = useRef<HTMLDivElement>(null);
  const [opener] = useState(() => document.activeElement);
  useLayoutEffect(
    () => () => {
      // Runs while the editor is still on the page: the focus is in it, or on nothing (a control it disabled).
      const active = document.activeElement;
      const lost = active === null || active === document.body || holder.current?.contains(active);
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
    [opener],
  );
  if (!source) return null;
  return (
    <div ref={holder} className="composer-slot">
      <Suspense fallback={<div className="composer-placeholder" aria-busy="true" />}>
        <source.Component {...props} />
      </Suspense>
    </div>
  );
}
