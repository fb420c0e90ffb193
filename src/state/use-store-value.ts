import { useStore, type Atom } from "jotai";
import { useCallback, useSyncExternalStore } from "react";

/**
 * A synchronous atom's value, as jotai's useAtomValue gives it, for what renders by the hundred (post cards and their
 * parts). jotai's hook renders its component once more after mounting, to catch a change between the render and the
 * subscription, even when nothing changed: each page of 20 cards was rendered twice over. React's external-store
 * hook makes the same check and renders again only when the value did change. Not for atoms holding promises.
 */
export function useStoreValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((changed: () => void) => store.sub(atom, changed), [store, atom]);
  const read = () => store.get(atom);
  return useSyncExternalStore(subscribe, read, read);
}
