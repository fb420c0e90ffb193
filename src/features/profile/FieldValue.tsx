import { useEffect, useRef, useState, type MouseEvent, type RefObject } from "react";
import type { CustomEmoji } from "../../api/types";
import { RichContent } from "../../entities/content/RichContent";
import { useLL } from "../../state/i18n";
import { Icon } from "../../ui/Icon";

/**
 * Whether the element's content is wider than the element. It is sized by its content up to the row's width, so it
 * resizes when the sanitised content arrives as well as when the row does.
 */
function useCutOff(ref: RefObject<HTMLElement | null>): boolean {
  const [cut, setCut] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const resized = new ResizeObserver(() => setCut(el.scrollWidth > el.clientWidth + 1));
    resized.observe(el);
    return () => resized.disconnect();
  }, [ref]);
  return cut;
}

/** A profile field's value on one line, cut with an ellipsis; a click on it (not on a link) or its button shows it whole (web). */
export function FieldValue({ html, emojis }: { html: string; emojis: readonly CustomEmoji[] }) {
  const LL = useLL();
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const cut = useCutOff(ref);
  const toggle = (e: MouseEvent) => {
    if (!(e.target as Element).closest("a") && (open || cut)) setOpen(!open);
  };
  return (
    <>
      <span ref={ref} className={`profile-field-value${open ? " open" : ""}`} onClick={toggle}>
        <RichContent inline html={html} emojis={emojis} />
      </span>
      {(open || cut) && (
        <button type="button" className="icon-button profile-field-toggle" aria-expanded={open} aria-label={LL.common.showMore()} onClick={toggle}>
          <Icon name="back" size={16} />
        </button>
      )}
    </>
  );
}
