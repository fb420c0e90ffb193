import { useAtomValue } from "jotai";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { configAtom } from "../../state/config";
import { focusedPost, holderOf, postHasFocus } from "./post-focus";
import { followsG, isTypingTarget, shortcutFor } from "./shortcut-keys";

const ShortcutsHelp = lazy(() => import("./ShortcutsHelp"));
// What the keys do loads with the first shortcut pressed; keys pressed meanwhile run in order once it is in.
let actions: Promise<typeof import("./shortcut-actions")> | null = null;
const loadActions = () =>
  (actions ??= import("./shortcut-actions").catch((e: unknown) => {
    actions = null; // lost on the way: the next key asks again
    throw e;
  }));

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
      else void loadActions().then((m) => m.runShortcut(action, navigate, { focusedPost, holderOf }), () => undefined);
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
