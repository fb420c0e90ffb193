// Requests started while the app boots, before the code that needs their answers has loaded (src/app/prefetch.ts).
// Only the raw answer is kept: no reader (normalizer) is needed to start a request, so the entry stays free of
// them. The code that would otherwise send the request takes the answer instead and reads it the usual way
// (api/early.ts): once, with the same token, while fresh. Anything not taken is simply dropped.

/** Older answers are not adopted: the screen asks again. */
export const PREFETCH_MAX_AGE_MS = 30_000;

/** A request sent early: where it went, and its answer to come. */
export interface Early {
  url: string;
  response: Promise<Response>;
}

interface Entry extends Early {
  token: string | null;
  at: number;
}

const started = new Map<string, Entry>();

export function stash(key: string, token: string | null, early: Early): void {
  // A request nobody takes must not report an unhandled rejection; whoever takes it still sees the failure.
  early.response.catch(() => undefined);
  started.set(key, { ...early, token, at: Date.now() });
}

/** Sends a GET now (with the token, if any) and keeps its answer under `key`. */
export function sendEarly(key: string, token: string | null, url: string): void {
  const href = new URL(url, location.href).href;
  stash(key, token, { url: href, response: fetch(href, { headers: token ? { Authorization: `Bearer ${token}` } : {} }) });
}

/** The request started at boot under `key` for this token, if it is still fresh; each is given out once. */
export function adopt(key: string, token: string | null): Early | undefined {
  const entry = started.get(key);
  started.delete(key);
  if (!entry || entry.token !== token || Date.now() - entry.at > PREFETCH_MAX_AGE_MS) return undefined;
  return { url: entry.url, response: entry.response };
}
