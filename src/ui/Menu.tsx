// The one menu button (WAI-ARIA APG "menu button"): the button opens a list of actions and links; arrow keys, Home,
// End and first letters move between items (menuitem, or menuitemradio for a choice, which opens on the chosen one);
// Escape closes and returns focus to the button; Tab or a click outside closes. It opens upwards when it would run
// past the bottom of the viewport; on phones it is a bottom sheet (Menu.css). Items are elements (MenuItem,
// MenuSeparator, links with role="menuitem"); they may load lazily.
// ui/EntryMenu.tsx builds one from data.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Icon } from "./Icon";
import "./Menu.css";

export interface MenuButtonProps {
  /** Accessible name of the button (and its tooltip). */
  label: string;
  /** What the button shows; the label is used as its accessible name either way. Defaults to the "more" icon. */
  children?: ReactNode;
  className?: string;
  /** The person is about to open the menu (pointer over or focus on its button): a chance to preload its items. */
  onIntent?: () => void;
  /** Called each time the menu opens (to load entries that are only worth fetching then). */
  onOpen?: () => void;
  /** Open from the start, at this end: the person opened a stand-in button while this menu's code was loading. */
  startOpen?: "first" | "last";
}

export interface ItemsMenuProps extends MenuButtonProps {
  /** The items (MenuItem, MenuSeparator); `close` closes the menu and gives focus back to the button. */
  items: (close: (returnFocus?: boolean) => void) => ReactNode;
}

// menuitem, and menuitemradio for a choice.
const menuItems = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

/** A menu whose items are elements; they may arrive after it opens (the first one then takes focus). */
export function ItemsMenu({ label, children, className, onIntent, onOpen, startOpen, items }: ItemsMenuProps) {
  const [open, setOpen] = useState<"first" | "last" | null>(startOpen ?? null);
  const [up, setUp] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const openAt = (where: "first" | "last") => {
    setOpen(where);
    onOpen?.();
  };
  const close = (returnFocus = true) => {
    setOpen(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu) return;
    const rect = menu.getBoundingClientRect();
    setUp(rect.bottom > window.innerHeight && rect.top - rect.height > 0);
    const list = menuItems(menu);
    // Items may still be loading; then the menu holds focus and its items take it when they arrive.
    // A choice among options (menuitemradio) opens on the one chosen.
    const target = open === "last" ? list[list.length - 1] : (menu.querySelector<HTMLElement>('[aria-checked="true"]') ?? list[0]);
    if (target) target.focus();
    else menu.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === "ArrowDown" || e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      openAt("first");
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      openAt("last");
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const list = menuItems(menuRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      e.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation(); // a dialog or page shortcut around the menu stays as it is
      close();
    } else if (e.key === "Tab") close(false);
    else if (list.length === 0) return; // still loading: the first item takes focus when it arrives
    else if (e.key === "ArrowDown") move(at + 1);
    else if (e.key === "ArrowUp") move(at === -1 ? list.length - 1 : at - 1);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(list.length - 1);
    else if (e.key === " " && e.target instanceof HTMLAnchorElement) {
      // Space activates links in a menu as it does buttons.
      e.preventDefault();
      e.target.click();
    } else if (e.key.length === 1 && /\S/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const letter = e.key.toLowerCase();
      const order = list.map((_, i) => (at + 1 + i) % list.length);
      const next = order.find((i) => (list[i].textContent ?? "").trim().toLowerCase().startsWith(letter));
      if (next !== undefined) move(next);
    }
  };

  return (
    <div className={`menu${className ? ` ${className}` : ""}`} ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="icon-button menu-button"
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        title={label}
        onClick={() => (open ? close(false) : openAt("first"))}
        onKeyDown={onButtonKey}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        {children ?? <Icon name="more" />}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-labelledby={buttonId}
          className={`menu-list${up ? " up" : ""}`}
          onKeyDown={onMenuKey}
        >
          {items(close)}
        </div>
      )}
    </div>
  );
}

/** One action; `keepOpen` for toggles the person may want to see change (bookmark). */
export function MenuItem({ onSelect, close, keepOpen, danger, children }: {
  onSelect: () => void;
  close: (returnFocus?: boolean) => void;
  keepOpen?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={`menu-item${danger ? " danger" : ""}`}
      onClick={() => {
        if (!keepOpen) close();
        onSelect();
      }}
    >
      {children}
    </button>
  );
}

export function MenuSeparator({ label }: { label?: string }) {
  return <div role="separator" className="menu-separator" aria-label={label} />;
}
