// A menu button whose menu (ui/Menu and its items) loads when the person first points at or focuses the button, or
// opens it: a page with a menu on every post need not download the menu with the posts. Opening it while its code
// loads (click, Enter, Space, the arrow keys) is kept: the loaded menu takes this button's place open, at that end.
// Escape, Tab, a second press or a click elsewhere meanwhile takes the opening back. The loaded menu is kept for the
// page's life. It does not import ui/Menu, whose styles (.menu) it shares.
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { cssReady } from "../lib/css";
import { Icon } from "./Icon";

export type MenuEnd = "first" | "last";

/** A menu's module, imported once: `module` once it is in (with its styles, and whatever `ready` waits for). */
export interface MenuModule<M> {
  module: M | null;
  load: () => Promise<unknown>;
}

/** Loads the module once; a load that fails (offline, the server gone) is asked again the next time. */
export function menuModule<M>(importer: () => Promise<M>, ready: () => Promise<unknown>): MenuModule<M> {
  let loading: Promise<unknown> | null = null;
  const menu: MenuModule<M> = {
    module: null,
    load: () =>
      (loading ??= importer()
        .then(async (m) => {
          await Promise.all([cssReady(), ready()]);
          menu.module = m;
        })
        .catch((e: unknown) => {
          loading = null;
          throw e;
        })),
  };
  return menu;
}

export function MenuOnDemand<M>({ label, children, className, code, onFailed, menu }: {
  /** Accessible name of the button (and its tooltip). */
  label: string;
  /** What the button shows (the loaded menu's button shows the same); the "more" icon by default. */
  children?: ReactNode;
  className?: string;
  code: MenuModule<M>;
  /** The code could not be fetched: the opening is taken back. */
  onFailed: (error: unknown) => void;
  /** The loaded menu, open from the start at this end. */
  menu: (module: M, openAt: MenuEnd) => ReactNode;
}) {
  const [openAt, setOpenAt] = useState<MenuEnd | null>(null);
  const [, setArrived] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const waiting = openAt !== null && !code.module;
  useEffect(() => {
    if (!waiting) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpenAt(null);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [waiting]);

  if (openAt && code.module) return menu(code.module, openAt);

  const preload = () => void code.load().catch(() => undefined);
  function open(where: MenuEnd) {
    if (openAt) return setOpenAt(null); // a second press while it loads takes the opening back
    setOpenAt(where);
    if (code.module) return;
    code.load().then(
      () => setArrived(true),
      (e: unknown) => {
        setOpenAt(null);
        onFailed(e);
      },
    );
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowDown" || e.key === "Enter" || e.key === " " || e.key === "ArrowUp") {
      e.preventDefault();
      open(e.key === "ArrowUp" ? "last" : "first");
    } else if (e.key === "Escape" && openAt) {
      e.preventDefault();
      e.stopPropagation(); // a dialog or page shortcut around the menu stays as it is
      setOpenAt(null);
    }
  };
  // Focus moving elsewhere (Tab) takes the opening back; the button leaving for the loaded menu does not.
  const onBlur = (e: FocusEvent) => void (e.relatedTarget && setOpenAt(null));
  return (
    <div className={`menu${className ? ` ${className}` : ""}`} ref={root}>
      <button
        type="button"
        className="icon-button menu-button"
        aria-haspopup="menu"
        aria-expanded={openAt !== null}
        aria-label={label}
        title={label}
        onClick={() => open("first")}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {children ?? <Icon name="more" />}
      </button>
    </div>
  );
}
