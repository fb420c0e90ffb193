import { useStore, type Atom } from "jotai";
import { useCallback, useSyncExternalStore } from "react";

type Store = ReturnType<typeof useStore>;

// One store subscription per atom, however many components read it: a page of post cards reads the same few atoms
// (the settings, the instance, each post) from dozens of places. A store subscription costs far more than adding a
// listener to a set, once as it is made and again as it is removed (cards come and go as the list scrolls).
// By store, by atom: the listeners and the end of the store subscription.
const shared = new WeakMap<Store, Map<Atom<unknown>, [Set<() => void>, () => void]>>();

function subscribeShared(store: Store, atom: Atom<unknown>, listener: () => void): () => void {
  let byAtom = shared.get(store);
  if (!byAtom) shared.set(store, (byAtom = new Map()));
  let entry = byAtom.get(atom);
  if (!entry) {
    // A listener removed while the others are told is skipped; one added meanwhile is told too (Set iteration).
    const listeners = new Set<() => void>();
    entry = [listeners, store.sub(atom, () => listeners.forEach((each) => each()))];
    byAtom.set(atom, entry);
  }
  const [listeners, stop] = entry;
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    byAtom.delete(atom);
    stop();
  };
}

/**
 * A synchronous atom's value, as jotai's useAtomValue gives it, for what renders by the hundred (post cards and their
 * parts). jotai's hook renders its component once more after mounting, to catch a change between the render and the
 * subscription, even when nothing changed: each page of 20 cards was rendered twice over. React's external-store
 * hook makes the same check and renders again only when the value did change. Not for atoms holding promises.
 */
export function useStoreValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((changed: () => void) => subscribeShared(store, atom, changed), [store, atom]);
  const read = () => store.get(atom);
  return useSyncExternalStore(subscribe, read, read);
}
