import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

/**
 * A menu button: arrow keys move between items, Escape closes and returns focus to the button, a click outside
 * closes it. It opens upwards when it would run past the bottom of the viewport.
 */
export function DropdownMenu({ label, icon, children, onIntent }: {
  label: string;
  icon: ReactNode;
  children: (close: () => void) => ReactNode;
  /** Called when the person is about to open the menu (pointer over or focus on its button): a chance to preload. */
  onIntent?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [up, setUp] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu) return;
    const rect = menu.getBoundingClientRect();
    setUp(rect.bottom > window.innerHeight && rect.top - rect.height > 0);
    // Items may still be loading; then the menu holds focus and its items take it when they arrive.
    (menu.querySelector<HTMLElement>('[role="menuitem"]') ?? menu).focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!menuRef.current?.contains(t) && !buttonRef.current?.contains(t)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const i = items.indexOf(document.activeElement as HTMLElement);
    if (i === -1 && e.key === "ArrowUp") return items[items.length - 1]?.focus();
    let next: number | null = null;
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      close();
      return;
    }
    if (e.key === "Tab") return setOpen(false);
    if (items.length === 0) return; // still loading: the first item takes focus when it arrives
    if (e.key === "ArrowDown") next = (i + 1) % items.length;
    else if (e.key === "ArrowUp") next = (i - 1 + items.length) % items.length;
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = items.length - 1;
    if (next === null) return;
    e.preventDefault();
    items[next]?.focus();
  };

  return (
    <div className="dropdown">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={label}
        title={label}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        {icon}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={id}
          role="menu"
          tabIndex={-1}
          aria-label={label}
          className={`dropdown-menu${up ? " up" : ""}`}
          onKeyDown={onKeyDown}
        >
          {children(() => close())}
        </div>
      )}
    </div>
  );
}

/** One menu entry; `keepOpen` for toggles the person may want to see change (bookmark). */
export function MenuItem({ onSelect, close, keepOpen, danger, children }: {
  onSelect: () => void;
  close: () => void;
  keepOpen?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={`dropdown-item${danger ? " danger" : ""}`}
      onClick={() => {
        if (!keepOpen) close();
        onSelect();
      }}
    >
      {children}
    </button>
  );
}
