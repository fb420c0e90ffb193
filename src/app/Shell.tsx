import { useAtomValue } from "jotai";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { useLL } from "../state/i18n";
import { useNotificationPolling } from "../state/notifications";
import { isAuthenticatedAtom } from "../state/session";
import { UserHeader, VisitorHeader } from "./Header";
import { Sidebar } from "./Sidebar";
import { ThemeToggle } from "./ThemeToggle";

// Pages that draw their own full-screen layout.
const STANDALONE = new Set(["/", "/ethereum"]);

export function Shell({ children }: { children: ReactNode }) {
  const LL = useLL();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useNotificationPolling();
  const menuId = useId();
  useEffect(() => setMenuOpen(false), [location]);

  const skip = (
    <a className="skip-link" href="#main">
      {LL.shell.skipToContent()}
    </a>
  );
  if (STANDALONE.has(location) && !authenticated) {
    return (
      <>
        {skip}
        <div className="standalone-bar">
          <ThemeToggle />
        </div>
        <main id="main" tabIndex={-1}>{children}</main>
      </>
    );
  }
  return (
    <div className={`layout ${authenticated ? "with-sidebar" : "visitor"} ${menuOpen ? "menu-open" : ""}`}>
      {skip}
      {authenticated ? (
        <UserHeader menuId={menuId} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((o) => !o)} />
      ) : (
        <VisitorHeader />
      )}
      {authenticated && <Sidebar id={menuId} />}
      <main id="main" className="content" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
