import { useAtomValue } from "jotai";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { configAtom } from "../../state/config";

const ShortcutsHelp = lazy(() => import("./ShortcutsHelp"));
type Handler = typeof import("./key-handler");
// What the keys do loads with the first key pressed; keys pressed meanwhile are handled in order once it is in (a key
// handled so is not kept from its default action: a shortcut key has none outside a field, "/" aside in Firefox).
let handler: Promise<Handler> | null = null;
const loadHandler = () =>
  (handler ??= import("./key-handler").catch((e: unknown) => {
    handler = null; // lost on the way: the next key asks again
    throw e;
  }));

/** Listens for the keyboard shortcuts while they are on (client setting) and shows their help on "?". */
export function KeyboardShortcuts() {
  const enabled = useAtomValue(configAtom).shortcutsEnabled;
  const [, navigate] = useLocation();
  const [help, setHelp] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let handle: ((e: KeyboardEvent) => void) | null = null;
    let waiting: KeyboardEvent[] = [];
    let on = true;
    const onKey = (e: KeyboardEvent) => {
      if (handle) return handle(e);
      if (waiting.push(e) > 1) return;
      loadHandler().then(
        (m) => {
          if (!on) return;
          handle = m.keyHandler(navigate, () => setHelp(true));
          for (const key of waiting) handle(key);
          waiting = [];
        },
        () => (waiting = []),
      );
    };
    document.addEventListener("keydown", onKey);
    return () => {
      on = false;
      document.removeEventListener("keydown", onKey);
    };
  }, [enabled, navigate]);

  if (!help) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsHelp onClose={() => setHelp(false)} />
    </Suspense>
  );
}
