// Waiting for the main thread: after the next painted frame, or until it is idle. Work that the first screen does not
// need waits so, instead of delaying it on a slow phone.

/** Resolves after the next frame has been painted (at once in a hidden tab, which paints no frames). */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== "function" || document.hidden) return void setTimeout(resolve, 0);
    // A tab hidden before the frame comes never paints it.
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/** The longest `whenIdle` waits for an idle moment; without requestIdleCallback it waits IDLE_FALLBACK_MS. */
const IDLE_TIMEOUT_MS = 1500;
const IDLE_FALLBACK_MS = 200;

/** Runs `run` when the main thread is idle (within IDLE_TIMEOUT_MS). */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, IDLE_FALLBACK_MS);
}
