import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import { useLocation } from "wouter";
import { cssReady } from "../lib/css";
import { KeyboardShortcuts } from "../features/shortcuts/KeyboardShortcuts";
import { loadPendingConfig } from "../state/config";
import { pushConfigAtom } from "../state/config-sync";
import { can } from "../state/permissions";
import { currentUserAtom } from "../state/session";
import NotificationPoller from "./NotificationPoller";
import { BottomBar } from "./BottomBar";
import { UserHeader } from "./UserHeader";
import { Sidebar } from "./Sidebar";

// The editor sheet (with the feed state it adds the new post to, and its styles) loads when the person first asks for
// it; it shows once its stylesheet is in.
const NewPostSheet = lazy(() => import("./NewPostSheet").then(async (m) => (await cssReady(), { default: m.NewPostSheet })));
// Notification polling starts once the page has loaded, and the badges show the count from then on. Its code (the
// notification state and readers) comes with the frame: every signed-in page downloads it at start anyway, and one
// file less is fetched after the frame has run.
const onPageLoad = (done: () => void) => {
  window.addEventListener("load", done);
  return () => window.removeEventListener("load", done);
};
const pageLoaded = () => document.readyState === "complete";

/** A first request right after the connection returns often fails while the network comes up: one more try then. */
const ONLINE_RETRY_MS = 5000;

/**
 * Settings this device could not save to the account go again when the connection comes back, quietly (on failure
 * they stay pending for the next change or start), not only at the next change or start.
 */
function useResendPendingConfig() {
  const push = useSetAtom(pushConfigAtom);
  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const send = async (again: boolean) => {
      if (loadPendingConfig().length === 0 || (await push(false)) || !again) return;
      retry = setTimeout(() => void send(false), ONLINE_RETRY_MS);
    };
    const onOnline = () => {
      clearTimeout(retry);
      void send(true);
    };
    window.addEventListener("online", onOnline);
    return () => {
      clearTimeout(retry);
      window.removeEventListener("online", onOnline);
    };
  }, [push]);
}

/**
 * Header, sidebar, phone tab bar and notification polling of a signed-in person. The entry starts it through
 * ./SignedInFrame (with its stylesheet) for a signed-in person only; its code travels in the people chunk.
 */
export default function SignedInFrame({ skip, children }: { skip: ReactNode; children: ReactNode }) {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [composing, setComposing] = useState(false);
  // Only for a person whose role may post (document 1: create_post); a read-only account is offered no editor.
  const mayPost = can(useAtomValue(currentUserAtom), "create_post");
  const menuId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const loaded = useSyncExternalStore(onPageLoad, pageLoaded, () => false);
  useResendPendingConfig();
  useEffect(() => setMenuOpen(false), [location]);
  // The phone menu is a sheet: its first place (Home) takes the focus, whether or not the account menu above it has
  // loaded yet; Escape closes it and focus returns to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const menu = frame.current?.querySelector<HTMLElement>(".sidebar");
    menu?.querySelector<HTMLElement>(".nav-link")?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpen(false);
      frame.current?.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menuId)}"]`)?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen, menuId]);
  const newPost = mayPost
    ? () => {
        setMenuOpen(false);
        setComposing(true);
      }
    : undefined;
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
      {loaded && <NotificationPoller />}
      <BottomBar menuId={menuId} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((o) => !o)} onNewPost={newPost} />
      {composing && (
        <Suspense fallback={null}>
          <NewPostSheet open onClose={() => setComposing(false)} />
        </Suspense>
      )}
    </div>
  );
}
