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
