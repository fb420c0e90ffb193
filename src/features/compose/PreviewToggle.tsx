import type { Signal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { useLL } from "../../state/i18n";
import "../../state/ns/compose";

/** Offered only when there is text to preview. */
export function PreviewToggle({ text, on, onToggle }: { text: Signal<string>; on: boolean; onToggle: () => void }) {
  useSignals();
  const LL = useLL();
  if (text.value.trim() === "") return null;
  return (
    <button type="button" className="button" aria-pressed={on} onClick={onToggle}>
      {LL.compose.togglePreview()}
    </button>
  );
}
