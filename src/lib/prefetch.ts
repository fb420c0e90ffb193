// Requests started while the app boots, before the code that needs their answers has loaded (src/app/prefetch.ts).
// The code that would otherwise send the request takes the promise instead: once, with the same token, while fresh.
// Anything not taken is simply dropped.

/** Older answers are not adopted: the screen asks again. */
export const PREFETCH_MAX_AGE_MS = 30_000;

interface Entry {
  token: string | null;
  at: number;
  promise: Promise<unknown>;
}

const started = new Map<string, Entry>();

export function stash<T>(key: string, token: string | null, promise: Promise<T>): void {
  // A request nobody takes must not report an unhandled rejection; whoever takes it still sees the failure.
  promise.catch(() => undefined);
  started.set(key, { token, at: Date.now(), promise });
}

/** The request started at boot under `key` for this token, if it is still fresh; each is given out once. */
export function adopt<T>(key: string, token: string | null): Promise<T> | undefined {
  const entry = started.get(key);
  started.delete(key);
  if (!entry || entry.token !== token || Date.now() - entry.at > PREFETCH_MAX_AGE_MS) return undefined;
  return entry.promise as Promise<T>;
}
