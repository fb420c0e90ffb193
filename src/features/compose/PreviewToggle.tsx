import { computed, type Signal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { useMemo } from "react";
import { useLL } from "../../state/i18n";
import "../../state/ns/compose";

/** Offered only when there is text to preview. Renders again only when that changes, not on every key. */
export function PreviewToggle({ text, on, onToggle }: { text: Signal<string>; on: boolean; onToggle: () => void }) {
  useSignals();
  const LL = useLL();
  const hasText = useMemo(() => computed(() => text.value.trim() !== ""), [text]);
  if (!hasText.value) return null;
  return (
    <button type="button" className="button" aria-pressed={on} onClick={onToggle}>
      {LL.compose.togglePreview()}
    </button>
  );
}
