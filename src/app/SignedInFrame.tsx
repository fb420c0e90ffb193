import { useEffect, useId, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { KeyboardShortcuts } from "../features/shortcuts/KeyboardShortcuts";
import { useNotificationPolling } from "../state/notifications";
import { UserHeader } from "./UserHeader";
import { Sidebar } from "./Sidebar";
import "./signed-in.css";

/** Header, sidebar and notification polling of a signed-in person: its own chunk, so visitors never load it. */
export default function SignedInFrame({ skip, children }: { skip: ReactNode; children: ReactNode }) {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  useNotificationPolling();
  useEffect(() => setMenuOpen(false), [location]);
  return (
    <div className={`layout with-sidebar ${menuOpen ? "menu-open" : ""}`}>
      {skip}
      <UserHeader menuId={menuId} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((o) => !o)} />
      <Sidebar id={menuId} />
      <main id="main" className="content" tabIndex={-1}>
        {children}
      </main>
      <KeyboardShortcuts />
    </div>
  );
}
