import { useSyncExternalStore } from "react";

/** How often relative times refresh (constants §11). */
export const TICK_MS = 5000;

let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

/**
 * The one clock every relative time reads. It ticks only while some component is watching it, so an idle page (or
 * a test) has no timer running. A plain external store: reading pages need no signals runtime.
 */
export function subscribeNow(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    // The value may be stale after a quiet spell; React compares the snapshot again right after subscribing.
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export const readNow = (): number => now;

/** The shared clock's current time in ms; re-renders the caller on every tick. */
export function useNow(): number {
  return useSyncExternalStore(subscribeNow, readNow, readNow);
}
