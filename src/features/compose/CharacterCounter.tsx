import { computed, type Signal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { useMemo } from "react";
import { useLL } from "../../state/i18n";
import { charactersLeft, showCounter } from "./composer-rules";
import "../../state/ns/compose";

/**
 * Characters left, shown only when fewer than 100 remain; negative when over the limit. Renders again only while it
 * is shown, not on every key before (each render is React's work inside the key's event).
 */
export function CharacterCounter({ text, max }: { text: Signal<string>; max: number }) {
  useSignals();
  const LL = useLL();
  const shown = useMemo(
    () =>
      computed(() => {
        const count = charactersLeft(max, text.value);
        return showCounter(count) ? count : null;
      }),
    [text, max],
  );
  const left = shown.value;
  if (left === null) return null;
  return (
    <span className={`composer-counter${left < 0 ? " over" : ""}`} title={LL.compose.charactersLeft({ count: left })}>
      <span aria-hidden="true">{left}</span>
      <span className="visually-hidden">{LL.compose.charactersLeft({ count: left })}</span>
    </span>
  );
}
