// A promise that records its outcome on itself, the way React's use() reads it: once a lazily loaded module has
// arrived (preloaded while the app started), use() renders it in the same pass instead of suspending. React.lazy
// always suspends on first render, and React then holds the revealed content back for up to 300 ms per boundary.

/** A promise tagged with { status, value | reason } (read by React's use()). */
export type Loadable<T> = Promise<T>;

export function loadable<T>(promise: Promise<T>): Loadable<T> {
  const tagged = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  tagged.status = "pending";
  tagged.then(
    (value) => void Object.assign(tagged, { status: "fulfilled", value }),
    (reason: unknown) => void Object.assign(tagged, { status: "rejected", reason }),
  );
  return tagged;
}

/** One loadable per key; `retryFailed()` forgets the ones that failed, so the next read loads them again. */
export interface LoadableCache<K, T> {
  (key: K): Loadable<T>;
  retryFailed(): void;
}

/**
 * One loadable per key, made on first use. A failure stays until retryFailed(): were it made again on the next
 * read, React's use() would get a new pending promise at each render after the error and never show the error
 * (offline, a lost chunk would spin for ever instead of saying so and retrying when the connection returns).
 */
export function loadableCache<K, T>(load: (key: K) => Promise<T>): LoadableCache<K, T> {
  const cache = new Map<K, Loadable<T> & { status?: string }>();
  const get = (key: K): Loadable<T> => {
    let entry = cache.get(key);
    if (!entry) cache.set(key, (entry = loadable(load(key))));
    return entry;
  };
  return Object.assign(get, {
    retryFailed: () => {
      for (const [key, entry] of cache) if (entry.status === "rejected") cache.delete(key);
    },
  });
}
