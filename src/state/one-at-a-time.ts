import type { Getter, PrimitiveAtom, Setter } from "jotai";

/**
 * Runs `work` unless a run is already under way, whose promise concurrent callers then share: `slot` holds the
 * running promise and is emptied when it ends, failed or not.
 */
export function oneAtATime(get: Getter, set: Setter, slot: PrimitiveAtom<Promise<void> | null>, work: () => Promise<void>): Promise<void> {
  const pending = get(slot);
  if (pending) return pending;
  const run = (async () => {
    try {
      await work();
    } finally {
      set(slot, null);
    }
  })();
  set(slot, run);
  return run;
}
