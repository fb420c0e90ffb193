// Work that the first screen does not need waits until the main thread is idle, instead of delaying it on a slow phone.

/** The longest `whenIdle` waits for an idle moment; without requestIdleCallback it waits IDLE_FALLBACK_MS. */
const IDLE_TIMEOUT_MS = 1500;
const IDLE_FALLBACK_MS = 200;

/** Runs `run` when the main thread is idle (within IDLE_TIMEOUT_MS). */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, IDLE_FALLBACK_MS);
}
