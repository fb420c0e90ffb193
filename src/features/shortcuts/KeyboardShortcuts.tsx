import { useAtomValue } from "jotai";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { configAtom } from "../../state/config";
import { postHasFocus, runShortcut } from "./shortcut-actions";
import { isTypingTarget, shortcutFor } from "./shortcut-keys";

const ShortcutsHelp = lazy(() => import("./ShortcutsHelp"));
/** The second key of "g h" must follow within this time. */
const SEQUENCE_MS = 1500;

/** Listens for the keyboard shortcuts while they are on (client setting) and shows their help on "?". */
export function KeyboardShortcuts() {
  const enabled = useAtomValue(configAtom).shortcutsEnabled;
  const [, navigate] = useLocation();
  const [help, setHelp] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let gAt = 0;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || isTypingTarget(e.target)) return;
      // An open dialog or menu has its own keys.
      if (document.querySelector("dialog[open]") || (e.target as Element).closest?.('[role="menu"]')) return;
      const afterG = e.timeStamp - gAt < SEQUENCE_MS;
      gAt = 0;
      const action = shortcutFor(e, afterG);
      if (!action || (e.key === "Enter" && !postHasFocus())) return;
      e.preventDefault();
      if (action === "g") gAt = e.timeStamp;
      else if (action === "help") setHelp(true);
      else runShortcut(action, navigate);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [enabled, navigate]);

  if (!help) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsHelp onClose={() => setHelp(false)} />
    </Suspense>
  );
}
