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

/** One loadable per key, made on first use, and made again after a failure (a retry once the network is back). */
export function loadableCache<K, T>(load: (key: K) => Promise<T>): (key: K) => Loadable<T> {
  const cache = new Map<K, Loadable<T>>();
  return (key) => {
    let entry = cache.get(key) as (Loadable<T> & { status?: string }) | undefined;
    if (!entry || entry.status === "rejected") cache.set(key, (entry = loadable(load(key))));
    return entry;
  };
}
