import { useAtomValue } from "jotai";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { configAtom } from "../../state/config";
import { postHasFocus, runShortcut } from "./shortcut-actions";
import { followsG, isTypingTarget, shortcutFor } from "./shortcut-keys";

const ShortcutsHelp = lazy(() => import("./ShortcutsHelp"));

/** Listens for the keyboard shortcuts while they are on (client setting) and shows their help on "?". */
export function KeyboardShortcuts() {
  const enabled = useAtomValue(configAtom).shortcutsEnabled;
  const [, navigate] = useLocation();
  const [help, setHelp] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let gAt: number | null = null;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || isTypingTarget(e.target)) return;
      // An open dialog or menu has its own keys.
      if (document.querySelector("dialog[open]") || (e.target as Element).closest?.('[role="menu"]')) return;
      const afterG = followsG(gAt, e.timeStamp);
      gAt = null;
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
