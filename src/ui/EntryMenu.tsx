// A menu button whose items are data: actions, links and separators (the profile menu). The button, keyboard and
// focus handling are ui/Menu.tsx's.
import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { ItemsMenu, MenuItem, MenuSeparator, type MenuButtonProps } from "./Menu";

export type MenuEntry =
  /** `after`: shown after the label, such as a count (its words for screen readers included). */
  | { kind: "action"; label: string; onSelect: () => void; danger?: boolean; after?: ReactNode }
  | { kind: "link"; label: string; href: string; external?: boolean }
  | { kind: "separator" };

export interface MenuProps extends MenuButtonProps {
  entries: readonly MenuEntry[];
  /** Follows an in-app link without a page load; without it links load normally. External links open a new tab. */
  navigate?: (href: string) => void;
}

const isModified = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/** A menu whose items are data: actions, links and separators. */
export function Menu({ entries, navigate, ...button }: MenuProps) {
  return <ItemsMenu {...button} items={(close) => <MenuEntries entries={entries} navigate={navigate} close={close} />} />;
}

/** The items of an open menu, from data (also for menus whose entries load with their first use). */
export function MenuEntries({ entries, navigate, close }: Pick<MenuProps, "entries" | "navigate"> & { close: (returnFocus?: boolean) => void }) {
  const first = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    // Entries that loaded after the menu opened: the menu took focus meanwhile; hand it to the first item.
    const menu = first.current?.parentElement;
    if (menu && document.activeElement === menu) menu.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);
  return [<span key="first" ref={first} hidden />, ...entries.map((entry, i) => {
    if (entry.kind === "separator") return <MenuSeparator key={`sep-${i}`} />;
    if (entry.kind === "action") {
      return (
        <MenuItem key={`action-${entry.label}`} close={close} danger={entry.danger} onSelect={entry.onSelect}>
          {entry.label}
          {entry.after}
        </MenuItem>
      );
    }
    const follow = (e: MouseEvent) => {
      if (!entry.external && navigate && !isModified(e)) {
        e.preventDefault();
        navigate(entry.href);
      }
      close(false);
    };
    return (
      <a
        key={`link-${entry.label}`}
        role="menuitem"
        tabIndex={-1}
        className="menu-item"
        href={entry.href}
        onClick={follow}
        {...(entry.external ? { target: "_blank", rel: "nofollow noopener noreferrer" } : {})}
      >
        {entry.label}
      </a>
    );
  })];
}
