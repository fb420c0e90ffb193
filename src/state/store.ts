// One jotai store per session. Everything the server told one signed-in person (posts, accounts, relationships,
// feeds, notifications, lists, query results) lives in the store of that session, so signing in, signing out or
// switching account starts from an empty store and nothing of the previous person can be shown or acted on.
// Two kinds of atom outlive a session: the session's identity (token, user) is carried into the next store at the
// moment it changes, and what describes the app rather than the person (the instance, the client settings, the
// language, start-up status) is shared by every store, so a late write from the old store is not lost.
import { atom, createStore, type PrimitiveAtom, type SetStateAction, type WritableAtom } from "jotai";

export type Store = ReturnType<typeof createStore>;

const appAtoms = new Set<PrimitiveAtom<unknown>>();

/** Marks a primitive atom whose value is copied into the next session's store when the session changes. */
export function appLevel<T>(a: PrimitiveAtom<T>): PrimitiveAtom<T> {
  appAtoms.add(a as PrimitiveAtom<unknown>);
  return a;
}

/**
 * An atom with one value for the whole page, whichever store reads or writes it: the value lives here, and each
 * store keeps a counter that changes with it so its readers re-render.
 */
export function appShared<T>(initial: T): WritableAtom<T, [SetStateAction<T>], void> {
  let value = initial;
  const listeners = new Set<() => void>();
  const version = atom(0);
  version.onMount = (setVersion) => {
    const listener = () => setVersion((n) => n + 1);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return atom(
    (get) => (get(version), value),
    (_get, set, action: SetStateAction<T>) => {
      value = typeof action === "function" ? (action as (prev: T) => T)(value) : action;
      set(version, (n) => n + 1);
      for (const listener of listeners) listener();
    },
  );
}

/**
 * A mutable object (a Map, a queue) that belongs to one store: jotai computes a derived atom without
 * dependencies once per store and keeps it, so each session gets its own.
 */
export const perSession = <T>(create: () => T) => atom(create);

/** Bumped by sign-in and sign-out (state/session.ts); the app starts a new store when it changes. */
export const sessionEpochAtom = appLevel(atom(0));

/**
 * True in a store whose session is over. Late answers and unmount clean-ups of the old session still run against
 * it; reference-counted eviction checks this so it never removes the shared atom-family entries the new session
 * already uses.
 */
export const sessionEndedAtom = atom(false);

const forgetters = new Set<() => void>();

/** Module-level caches keyed by server data (rendered content, atom-family keys) are emptied at each new session. */
export function forgetOnNewSession(forget: () => void): void {
  forgetters.add(forget);
}

interface Family {
  getParams(): Iterable<unknown>;
  remove(param: never): void;
}
/** An atom family's entries are forgotten at each new session (the values already live in the old store). */
export function sessionFamily<F extends Family>(family: F): F {
  forgetOnNewSession(() => {
    for (const param of [...family.getParams()]) family.remove(param as never);
  });
  return family;
}

/** A fresh store carrying only the app-level values of `previous`; `previous` is marked ended. */
export function nextSessionStore(previous: Store): Store {
  const next = createStore();
  for (const a of appAtoms) next.set(a, previous.get(a));
  previous.set(sessionEndedAtom, true);
  for (const forget of forgetters) forget();
  return next;
}

/**
 * The store of the current session and a way to follow it: a new one whenever the session epoch of the current
 * store changes. `main.tsx` renders `<Provider key={key} store={store}>` from this.
 */
export function createSessionStores(first: Store = createStore()) {
  let current = first;
  let key = 0;
  const listeners = new Set<() => void>();
  let unwatch = () => {};
  const watch = () => {
    unwatch();
    const store = current;
    const epoch = store.get(sessionEpochAtom);
    unwatch = store.sub(sessionEpochAtom, () => {
      if (store !== current || store.get(sessionEpochAtom) === epoch) return;
      current = nextSessionStore(store);
      key++;
      watch();
      for (const listener of listeners) listener();
    });
  };
  watch();
  return {
    current: () => current,
    key: () => key,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type SessionStores = ReturnType<typeof createSessionStores>;
