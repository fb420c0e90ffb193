// Which cache entries something on screen reads: a cache that lets go of old entries keeps those.
import type { PrimitiveAtom } from "jotai";

/**
 * Counts, by key, the readers each atom has now: jotai mounts an atom while a component subscribes to it, or to an
 * atom computed from it, and `onMount` sees that in any store.
 */
export function createReaderCount() {
  const readers = new Map<string, number>();
  return {
    /** `atom`, counting its readers under `key`. */
    counted<T>(key: string, atom: PrimitiveAtom<T>): PrimitiveAtom<T> {
      atom.onMount = () => {
        readers.set(key, (readers.get(key) ?? 0) + 1);
        return () => {
          const n = (readers.get(key) ?? 1) - 1;
          if (n > 0) readers.set(key, n);
          else readers.delete(key);
        };
      };
      return atom;
    },
    /** Whether something on screen reads the entry now. */
    read: (key: string): boolean => readers.has(key),
  };
}

/** Makes `key` the most recent of `recent` (a Set lists its keys in the order they were added). */
export function touch<K>(recent: Set<K>, key: K): void {
  recent.delete(key);
  recent.add(key);
}

/**
 * Lets go of the least recent keys of `recent` (a Set or Map, least recent first) while it holds more than `max`,
 * passing over those `keep` names (on screen, being changed); `forget` drops each one let go from its cache.
 */
export function forgetOldest<K>(
  recent: Pick<Set<K>, "size" | "keys" | "delete">,
  max: number,
  keep: (key: K) => boolean,
  forget: (key: K) => void = () => {},
): void {
  for (const key of recent.keys()) {
    if (recent.size <= max) return;
    if (keep(key)) continue;
    recent.delete(key);
    forget(key);
  }
}
