import type { Signal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { useLL } from "../../state/i18n";
import { charactersLeft, showCounter } from "./composer-rules";
import "../../state/ns/compose";

/** Characters left, shown only when fewer than 100 remain; negative when over the limit. */
export function CharacterCounter({ text, max }: { text: Signal<string>; max: number }) {
  useSignals();
  const LL = useLL();
  const left = charactersLeft(max, text.value);
  if (!showCounter(left)) return null;
  return (
    <span className={`composer-counter${left < 0 ? " over" : ""}`} title={LL.compose.charactersLeft({ count: left })}>
      <span aria-hidden="true">{left}</span>
      <span className="visually-hidden">{LL.compose.charactersLeft({ count: left })}</span>
    </span>
  );
}
