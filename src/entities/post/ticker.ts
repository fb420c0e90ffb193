import { signal } from "@preact/signals-react";

/** How often relative times refresh (constants §11). */
export const TICK_MS = 5000;

let timer: ReturnType<typeof setInterval> | undefined;

/**
 * The one clock every relative time reads. It ticks only while some component is watching it, so an idle
 * page (or a test) has no timer running.
 */
export const nowSignal = signal(Date.now(), {
  watched() {
    // The value may be stale after a quiet spell; refresh it right after subscribing, not during it.
    queueMicrotask(() => {
      nowSignal.value = Date.now();
    });
    timer ??= setInterval(() => {
      nowSignal.value = Date.now();
    }, TICK_MS);
  },
  unwatched() {
    clearInterval(timer);
    timer = undefined;
  },
});
