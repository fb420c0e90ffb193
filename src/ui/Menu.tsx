// A menu button (WAI-ARIA APG "menu button"): the button opens a list of actions and links; arrow keys, Home, End
// and first letters move between items; Escape closes and returns focus to the button; a click outside closes.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { Icon } from "./Icon";
import "./Menu.css";

export type MenuEntry =
  | { kind: "action"; label: string; onSelect: () => void; danger?: boolean }
  | { kind: "link"; label: string; href: string; external?: boolean }
  | { kind: "separator" };

export interface MenuProps {
  /** Accessible name of the button. */
  label: string;
  entries: readonly MenuEntry[];
  /** What the button shows; the label is used as its accessible name either way. Defaults to the "more" icon. */
  children?: ReactNode;
  /** Follows an in-app link without a page load; without it links load normally. External links open a new tab. */
  navigate?: (href: string) => void;
  className?: string;
  /** Called each time the menu opens (to load entries that are only worth fetching then). */
  onOpen?: () => void;
}

const isModified = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

export function Menu({ label, entries, children, navigate, className, onOpen }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const items = entries.filter((e) => e.kind !== "separator");

  const itemElements = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (open) itemElements()[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
    onOpen?.();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === "ArrowDown" || e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      openAt(0);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const count = items.length;
    const move = (index: number) => {
      e.preventDefault();
      setFocusIndex((index + count) % count);
    };
    if (e.key === "ArrowDown") move(focusIndex + 1);
    else if (e.key === "ArrowUp") move(focusIndex - 1);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(count - 1);
    else if (e.key === "Escape") {
      e.preventDefault();
      close(true);
    } else if (e.key === "Tab") close(false);
    else if (e.key === " " && e.target instanceof HTMLAnchorElement) {
      // Space activates links in a menu as it does buttons.
      e.preventDefault();
      e.target.click();
    }
    else if (e.key.length === 1 && /\S/.test(e.key)) {
      const letter = e.key.toLowerCase();
      const order = items.map((_, i) => (focusIndex + 1 + i) % count);
      const next = order.find((i) => items[i].label.toLowerCase().startsWith(letter));
      if (next !== undefined) move(next);
    }
  };

  const select = (entry: MenuEntry, e: MouseEvent) => {
    if (entry.kind === "action") {
      close(true);
      entry.onSelect();
    } else if (entry.kind === "link") {
      if (!entry.external && navigate && !isModified(e)) {
        e.preventDefault();
        close(false);
        navigate(entry.href);
      } else close(false);
    }
  };

  let itemIndex = -1;
  return (
    <div className={`menu ${className ?? ""}`} ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="icon-button menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {children ?? <Icon name="more" />}
      </button>
      {open && (
        <ul ref={listRef} id={menuId} role="menu" aria-labelledby={buttonId} className="menu-list" onKeyDown={onMenuKey}>
          {entries.map((entry, i) => {
            if (entry.kind === "separator") return <li key={`sep-${i}`} role="separator" className="menu-separator" />;
            const index = ++itemIndex;
            const common = {
              role: "menuitem",
              tabIndex: index === focusIndex ? 0 : -1,
              className: `menu-item${entry.kind === "action" && entry.danger ? " danger" : ""}`,
              onClick: (e: MouseEvent) => select(entry, e),
              onFocus: () => setFocusIndex(index),
            } as const;
            return (
              <li key={`${entry.kind}-${entry.label}`} role="none">
                {entry.kind === "link" ? (
                  <a
                    {...common}
                    href={entry.href}
                    {...(entry.external ? { target: "_blank", rel: "nofollow noopener noreferrer" } : {})}
                  >
                    {entry.label}
                  </a>
                ) : (
                  <button {...common} type="button">
                    {entry.label}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
