import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { EmojiItem } from "./emoji-search";

export interface EmojiSection {
  key: string;
  label: string;
  items: EmojiItem[];
}

/** Must match the CSS grid, so Up and Down move by one row. */
const COLUMNS = 8;

/**
 * The picker's buttons as one roving-tabindex grid: Tab enters at the last focused emoji, arrows move, Home and
 * End jump; Up from the first row goes back to the search box.
 */
export function EmojiGrid({
  sections,
  onPick,
  onLeaveTop,
}: {
  sections: EmojiSection[];
  onPick: (emoji: string) => void;
  onLeaveTop: () => void;
}) {
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const total = sections.reduce((n, s) => n + s.items.length, 0);
  useEffect(() => setActive((a) => Math.min(a, Math.max(total - 1, 0))), [total]);

  const focusIndex = (index: number) => {
    setActive(index);
    rootRef.current?.querySelector<HTMLButtonElement>(`[data-index="${index}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = Number((event.target as HTMLElement).dataset.index ?? -1);
    if (current < 0) return;
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current + COLUMNS,
      ArrowUp: current - COLUMNS,
      Home: 0,
      End: total - 1,
    };
    if (document.documentElement.dir === "rtl") [moves.ArrowRight, moves.ArrowLeft] = [moves.ArrowLeft, moves.ArrowRight];
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    if (next < 0) onLeaveTop();
    else focusIndex(Math.min(next, total - 1));
  };

  let index = 0;
  return (
    <div ref={rootRef} onKeyDown={onKeyDown}>
      {sections.map((section) => (
        <div key={section.key} role="group" aria-label={section.label}>
          <p className="emoji-picker-section" aria-hidden="true">
            {section.label}
          </p>
          <div className="emoji-grid">
            {section.items.map((emoji) => {
              const i = index++;
              const label = emoji.url ? emoji.text : emoji.name;
              return (
                <button
                  key={emoji.text}
                  type="button"
                  className="emoji-button"
                  data-index={i}
                  tabIndex={i === active ? 0 : -1}
                  aria-label={label}
                  title={label}
                  onFocus={() => setActive(i)}
                  onClick={() => onPick(emoji.text)}
                >
                  {emoji.url ? <img src={emoji.url} alt="" loading="lazy" /> : emoji.text}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
