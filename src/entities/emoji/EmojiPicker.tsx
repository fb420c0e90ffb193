import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useLL } from "../../state/i18n";
import { useQuery } from "../../state/query";
import { adoptStyles } from "./adopt-styles";
import { customEmojisQuery, standardEmojisQuery } from "./emoji-actions";
import { byName, isSingleEmoji, QUICK_EMOJIS, searchEmojis, type EmojiItem } from "./emoji-search";
import { EmojiGrid, type EmojiSection } from "./EmojiGrid";
import "../../state/ns/compose";
import css from "./emoji-picker.css" with { type: "text" };

adoptStyles(css);

export interface EmojiPickerProps {
  /** A Unicode emoji, or ":shortcode:" for a custom emoji. */
  onPick: (emoji: string) => void;
  /** Escape, or a click outside. Focus goes back to what had it when the picker opened. */
  onClose: () => void;
}

/**
 * Quick emojis and the server's custom emojis; a search looks through those and the bundled Unicode list.
 * Arrow keys move through the grid, Escape closes.
 */
export function EmojiPicker({ onPick, onClose }: EmojiPickerProps) {
  const LL = useLL();
  const [query, setQuery] = useState("");
  const customEmojis = useQuery(customEmojisQuery, "all");
  const standard = useQuery(standardEmojisQuery, "all");
  // Custom emojis are an extra: until (or unless) they load, the quick and Unicode emojis still work.
  const custom = useMemo(() => customEmojis.data ?? [], [customEmojis.data]);
  const customSettled = customEmojis.data !== undefined || customEmojis.status === "error";
  const all = useMemo<EmojiItem[] | null>(() => {
    if (standard.status === "error" && !standard.data) return custom;
    return standard.data && customSettled ? [...custom, ...standard.data].sort(byName) : null;
  }, [custom, customSettled, standard.data, standard.status]);
  const rootRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const openerRef = useRef<HTMLElement | null>(null);
  // Where a Tab out of the picker is taking the focus: it is not sent back to the opener.
  const leftTo = useRef<Element | null>(null);
  const searchId = useId();

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    openerRef.current = previous;
    const root = rootRef.current;
    searchRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      // The opener toggles the picker itself.
      if (root?.contains(target) || previous?.contains(target)) return;
      closeRef.current();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      const active = leftTo.current ?? document.activeElement;
      if (!active || active === document.body || root?.contains(active) || !active.isConnected) previous?.focus?.();
    };
  }, []);

  const trimmed = query.trim();
  const sections = useMemo<EmojiSection[] | null>(() => {
    if (!trimmed) {
      const out: EmojiSection[] = [{ key: "quick", label: LL.compose.emoji.quick(), items: QUICK_EMOJIS }];
      if (custom.length > 0) out.push({ key: "custom", label: LL.compose.emoji.custom(), items: custom });
      return out;
    }
    if (!isSingleEmoji(trimmed) && all === null) return null;
    return [{ key: "results", label: LL.compose.emoji.results(), items: searchEmojis(trimmed, all ?? []) }];
  }, [trimmed, custom, all, LL]);
  const firstResult = sections?.find((s) => s.items.length > 0)?.items[0];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };
  // Tab out of the picker closes it: left open, it would cover (on a phone, as a sheet) what now has the focus.
  // The opener toggles the picker itself.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Element | null;
    if (!next || rootRef.current?.contains(next) || openerRef.current?.contains(next)) return;
    leftTo.current = next;
    onClose();
  };
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault(); // never submits the surrounding form
      if (firstResult) onPick(firstResult.text);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      rootRef.current?.querySelector<HTMLButtonElement>(".emoji-button")?.focus();
    }
  };

  const empty = sections !== null && sections.every((s) => s.items.length === 0);
  return (
    <div ref={rootRef} className="emoji-picker" role="dialog" aria-label={LL.compose.emoji.picker()} onKeyDown={onKeyDown} onBlur={onBlur}>
      <label htmlFor={searchId} className="visually-hidden">
        {LL.compose.emoji.search()}
      </label>
      <input
        ref={searchRef}
        id={searchId}
        className="emoji-picker-search"
        type="search"
        autoComplete="off"
        placeholder={LL.compose.emoji.search()}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onSearchKeyDown}
      />
      <div className="emoji-picker-body">
        {sections === null ? (
          <p className="empty" role="status">
            {LL.compose.emoji.loading()}
          </p>
        ) : empty ? (
          <p className="empty" role="status">
            {LL.compose.emoji.noEmojisFound()}
          </p>
        ) : (
          <EmojiGrid sections={sections} onPick={onPick} onLeaveTop={() => searchRef.current?.focus()} />
        )}
      </div>
    </div>
  );
}
