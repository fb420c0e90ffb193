import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { KeyboardShortcuts } from "../features/shortcuts/KeyboardShortcuts";
import { useNotificationPolling } from "../state/notifications";
import { BottomBar } from "./BottomBar";
import { NewPostSheet } from "./NewPostSheet";
import { UserHeader } from "./UserHeader";
import { Sidebar } from "./Sidebar";
import "./signed-in.css";

/** Header, sidebar, phone tab bar and notification polling of a signed-in person: its own chunk, so visitors never load it. */
export default function SignedInFrame({ skip, children }: { skip: ReactNode; children: ReactNode }) {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [composing, setComposing] = useState(false);
  const menuId = useId();
  const frame = useRef<HTMLDivElement>(null);
  useNotificationPolling();
  useEffect(() => setMenuOpen(false), [location]);
  // The phone menu is a sheet: its first entry (Home: not the account switcher above the list, which arrives later
  // or sooner as its code loads) takes the focus, Escape closes it and focus returns to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const menu = frame.current?.querySelector<HTMLElement>(".sidebar");
    menu?.querySelector<HTMLElement>("ul a, ul button")?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpen(false);
      frame.current?.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menuId)}"]`)?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen, menuId]);
  const newPost = () => {
    setMenuOpen(false);
    setComposing(true);
  };
  return (
    <div ref={frame} className={`layout with-sidebar ${menuOpen ? "menu-open" : ""}`}>
      {skip}
      <UserHeader />
      <Sidebar id={menuId} onNewPost={newPost} />
      {menuOpen && <div className="sheet-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <main id="main" className="content" tabIndex={-1}>
        {children}
      </main>
      <KeyboardShortcuts />
      <BottomBar menuId={menuId} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((o) => !o)} onNewPost={newPost} />
      <NewPostSheet open={composing} onClose={() => setComposing(false)} />
    </div>
  );
}
