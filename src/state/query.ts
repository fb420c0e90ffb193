// The one way to load something from the server: a query is a keyed atom holding {status, data, error, loadedAt}
// in the current session's store, with one shared request per key in flight. A revisited screen shows what it
// has at once and asks again when its data is older than the query's staleness. A failure (a refused request, or
// an answer of the wrong shape) keeps the previous data and records the error for the screen to show.
import { atom, useAtomValue, useStore, type Getter, type Setter, type WritableAtom } from "jotai";
import { atomFamily } from "jotai-family";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useRetryWhenOnline } from "../lib/use-retry-online";
import { isConnectionLost, MalformedAnswer, queryErrorMessage } from "./errors";
// In errors.ts, which every first load has, so that useMutation (on the landing page too) need not load this module.
export { MalformedAnswer, queryErrorMessage };
import { useLL, type TranslationFunctions } from "./i18n";
import { createReaderCount } from "./readers";
import { perSession, sessionEndedAtom, sessionFamily } from "./store";

/** How long loaded data counts as fresh; a screen opened after that shows it and loads it again. */
export const STALE_AFTER = {
  /** Things that change with every visit: threads, search results, invoices. */
  short: 10_000,
  /** Profiles, lists of accounts, feeds' settings. */
  normal: 60_000,
  /** Things that rarely change: the instance's custom emoji, subscription options, aliases. */
  long: 10 * 60_000,
} as const;

export interface QueryState<T> {
  status: "idle" | "loading" | "ready" | "error";
  data: T | undefined;
  error: unknown;
  /** When the data was loaded (ms since the epoch); 0 when never. */
  loadedAt: number;
}

const IDLE: QueryState<never> = { status: "idle", data: undefined, error: null, loadedAt: 0 };

/** Throws MalformedAnswer unless `ok` holds: the guard a query's `parse` uses. */
export function expectShape(ok: boolean, what: string): void {
  if (!ok) throw new MalformedAnswer(what);
}

/** `parse` for a list the endpoint has already read item by item: only checks that it is a list. */
export function parseList<T>(raw: unknown): T[] {
  expectShape(Array.isArray(raw), "a list was expected");
  return raw as T[];
}

/** `parse` for an object the endpoint has already read: only checks that it is one. */
export function parseObject<T extends object>(raw: unknown): T {
  expectShape(typeof raw === "object" && raw !== null && !Array.isArray(raw), "an object was expected");
  return raw as T;
}

export interface QueryOptions<P, T> {
  /** Names the query; with the key it names the cache entry. */
  name: string;
  /** The key of one parameter value; JSON by default. */
  key?: (param: P) => string;
  load: (get: Getter, param: P) => Promise<unknown>;
  /** Checks and narrows the answer; throws (MalformedAnswer) when it is unusable. */
  parse: (raw: unknown, param: P) => T;
  staleAfter?: number;
  /** Called with each good answer, e.g. to put accounts into the account cache. */
  adopt?: (get: Getter, set: Setter, data: T, param: P) => void;
}

export interface Query<P, T> extends Required<Pick<QueryOptions<P, T>, "name" | "key" | "staleAfter">> {
  options: QueryOptions<P, T>;
  /** Loads unless fresh; `true` loads in any case (refresh). */
  fetchAtom: WritableAtom<null, [P, boolean?], Promise<void>>;
  /** Changes the data locally (an action's effect), keeping its load time. */
  updateAtom: WritableAtom<null, [P, (data: T | undefined) => T | undefined], void>;
}

/** Every query by its name, for an action that cannot import the feature whose list it changes. */
const byName = new Map<string, Query<any, any>>();

export function defineQuery<P, T>(options: QueryOptions<P, T>): Query<P, T> {
  const query: Query<P, T> = {
    options,
    name: options.name,
    key: options.key ?? ((p) => JSON.stringify(p)),
    staleAfter: options.staleAfter ?? STALE_AFTER.normal,
    fetchAtom: atom(null, (get, set, param: P, force?: boolean) => fetchQuery(get, set, query, param, force)),
    updateAtom: atom(null, (get, set, param: P, update: (data: T | undefined) => T | undefined) =>
      setQueryData(get, set, query, param, update),
    ),
  };
  byName.set(query.name, query);
  return query;
}

/** Which query entries a screen (or an atom computed for one) reads now, by "name|key". */
const onScreen = createReaderCount();

/** Every query's state, by "name|key", in the session's store. */
const stateFamily = sessionFamily(atomFamily((key: string) => onScreen.counted(key, atom<QueryState<unknown>>(IDLE))));
const inFlightAtom = perSession(() => new Map<string, Promise<void>>());

/** How many query entries stay beyond those on screen: the most recently asked for (a screen opened again shows it at once). */
export const KEPT_QUERIES = 100;
/** The entries asked for, least recently first. */
const recentAtom = perSession(() => new Set<string>());

/** Marks an entry as just asked for and drops the least recently asked-for ones beyond KEPT_QUERIES, unless on screen or loading. */
function touchEntry(get: Getter, set: Setter, key: string): void {
  const recent = get(recentAtom);
  recent.delete(key);
  recent.add(key);
  // An ended session's late loads must not drop the entries the next session shares the family with.
  if (recent.size <= KEPT_QUERIES || get(sessionEndedAtom)) return;
  const inFlight = get(inFlightAtom);
  for (const old of recent) {
    if (recent.size <= KEPT_QUERIES) break;
    if (old === key || onScreen.read(old) || inFlight.has(old) || inFlight.has(`${old}|more`)) continue;
    recent.delete(old);
    forgetEntry(set, old);
  }
}

/** Drops one entry; whatever was computed from it reads again (it is set idle first). */
function forgetEntry(set: Setter, key: string): void {
  set(stateFamily(key), IDLE);
  stateFamily.remove(key);
  loadingMoreFamily.remove(key);
}

const entry = <P, T>(query: Query<P, T>, param: P) => `${query.name}|${query.key(param)}`;

export function queryStateAtom<P, T>(query: Query<P, T>, param: P) {
  return stateFamily(entry(query, param)) as ReturnType<typeof atom<QueryState<T>>>;
}

/** Whether a state should be loaded (again): never loaded, failed, or older than the staleness. */
export function needsLoad(state: QueryState<unknown>, staleAfter: number, now = Date.now()): boolean {
  if (state.status === "loading") return false;
  return state.status !== "ready" || now - state.loadedAt >= staleAfter;
}

/**
 * Loads a query's data unless it is fresh (or always, with `force`). Concurrent callers share one request. Never
 * rejects: the outcome is in the state.
 */
export function fetchQuery<P, T>(get: Getter, set: Setter, query: Query<P, T>, param: P, force = false): Promise<void> {
  const key = entry(query, param);
  const inFlight = get(inFlightAtom);
  const running = inFlight.get(key);
  if (running) return running;
  touchEntry(get, set, key);
  const target = stateFamily(key);
  const before = get(target) as QueryState<T>;
  if (!force && !needsLoad(before, query.staleAfter)) return Promise.resolve();
  set(target, { ...before, status: "loading", error: null });
  const run = (async () => {
    try {
      const data = query.options.parse(await query.options.load(get, param), param);
      query.options.adopt?.(get, set, data, param);
      set(target, { status: "ready", data, error: null, loadedAt: Date.now() });
    } catch (error) {
      // The previous data stays on screen with the error next to it.
      set(target, { ...(get(target) as QueryState<T>), status: "error", error });
    } finally {
      inFlight.delete(key);
    }
  })();
  inFlight.set(key, run);
  return run;
}

/**
 * Drops a query's entry (its data and its paging flag): a later read starts idle and loads again. For caches that
 * let go of what they keep (a thread beyond the last few), so entries keyed by a screen's address do not pile up.
 * A screen still showing it keeps the state it has and sees it idle.
 */
export function forgetQuery<P, T>(get: Getter, set: Setter, query: Query<P, T>, param: P): void {
  const key = entry(query, param);
  get(recentAtom).delete(key);
  forgetEntry(set, key);
}

/**
 * Loads a query's entry again, found by the query's name, when this session has asked for it: an action in state/
 * whose effect shows in a list a feature defines (a request answered on a profile, in the follow requests count).
 */
export function refreshQueryNamed(get: Getter, set: Setter, name: string, param: unknown): Promise<void> {
  const query = byName.get(name);
  return query && get(recentAtom).has(entry(query, param)) ? fetchQuery(get, set, query, param, true) : Promise.resolve();
}

/** How many query entries this page keeps (for tests and memory checks). */
export const queryEntryCount = (): number => [...stateFamily.getParams()].length;

/** Replaces a query's data locally (an action's result), keeping its load time. */
export function setQueryData<P, T>(get: Getter, set: Setter, query: Query<P, T>, param: P, update: (data: T | undefined) => T | undefined) {
  const target = queryStateAtom(query, param);
  const state = get(target);
  set(target, { ...state, data: update(state.data) });
}

export interface QueryResult<T> extends QueryState<T> {
  /** Loads again now, whatever the staleness. */
  refresh: () => Promise<void>;
}

const disabledAtom = atom<QueryState<never>>(IDLE);

/** Reads a query and loads it when the screen opens and its data is missing or stale; `null` waits. */
export function useQuery<P, T>(query: Query<P, T>, param: P | null): QueryResult<T> {
  const store = useStore();
  const key = param === null ? null : entry(query, param);
  const state = useAtomValue(param === null ? disabledAtom : queryStateAtom(query, param)) as QueryState<T>;
  // Callers build the parameter anew at each render; `key` is its identity, the ref its latest value.
  const latest = useRef(param);
  latest.current = param;
  useEffect(() => {
    const current = latest.current;
    if (key !== null && current !== null) void store.set(query.fetchAtom, current);
  }, [store, query, key]);
  const refresh = useCallback(() => {
    const current = latest.current;
    return key === null || current === null ? Promise.resolve() : store.set(query.fetchAtom, current, true);
  }, [store, query, key]);
  // A load that failed for want of a connection is tried again when the connection returns.
  const retry = useCallback(() => void refresh(), [refresh]);
  useRetryWhenOnline(state.status === "error" && isConnectionLost(state.error), retry);
  return { ...state, refresh };
}

// ---- paged queries -------------------------------------------------------------------------------------------

/** A list loaded page by page: the items so far and the cursor of the next page (null on the last). */
export interface Paged<T, C = string> {
  items: T[];
  next: C | null;
}

export interface PagedQueryOptions<P, T, C> extends Omit<QueryOptions<P, Paged<T, C>>, "load" | "parse"> {
  /** The first page (no cursor) or the page at `cursor`. With Link paging the cursor is the rel="next" URL. */
  loadPage: (get: Getter, param: P, cursor: C | null) => Promise<Paged<unknown, C>>;
  /** Checks one item; throws (MalformedAnswer) when it is unusable. */
  parseItem: (raw: unknown) => T;
  /** The identity of an item, so a page that overlaps the last one adds no duplicate. */
  itemKey: (item: T) => string;
}

export interface PagedQuery<P, T, C = string> extends Query<P, Paged<T, C>> {
  paged: PagedQueryOptions<P, T, C>;
  /** Appends the next page. */
  nextPageAtom: WritableAtom<null, [P], Promise<void>>;
}

function parsePage<P, T, C>(options: PagedQueryOptions<P, T, C>, raw: unknown): Paged<T, C> {
  const page = raw as Paged<unknown, C> | null;
  expectShape(Array.isArray(page?.items), "a list was expected");
  return { items: page!.items.map(options.parseItem), next: page!.next ?? null };
}

export function definePagedQuery<P, T, C = string>(options: PagedQueryOptions<P, T, C>): PagedQuery<P, T, C> {
  const query = defineQuery<P, Paged<T, C>>({
    ...options,
    load: (get, param) => options.loadPage(get, param, null),
    parse: (raw) => parsePage(options, raw),
  });
  const paged: PagedQuery<P, T, C> = {
    ...query,
    paged: options,
    nextPageAtom: atom(null, (get, set, param: P) => fetchNextPage(get, set, paged, param)),
  };
  return paged;
}

/** True while a list's next page is on its way, by "name|key". */
const loadingMoreFamily = sessionFamily(atomFamily((_key: string) => atom(false)));

/** Appends the next page. A failure keeps the list and records the error; one request at a time per list. */
export function fetchNextPage<P, T, C>(get: Getter, set: Setter, query: PagedQuery<P, T, C>, param: P): Promise<void> {
  const key = entry(query, param);
  const loadingMore = loadingMoreFamily(key);
  const inFlight = get(inFlightAtom);
  const running = inFlight.get(`${key}|more`);
  if (running) return running;
  const target = queryStateAtom(query, param);
  const before = get(target);
  const cursor = before.data?.next;
  if (before.status !== "ready" || cursor == null) return Promise.resolve();
  set(loadingMore, true);
  const run = (async () => {
    try {
      const page = parsePage(query.paged, await query.paged.loadPage(get, param, cursor));
      query.options.adopt?.(get, set, page, param);
      const current = get(target);
      // A reload while this page was on its way wins.
      if (current.data?.next !== cursor) return;
      const known = new Set(current.data.items.map(query.paged.itemKey));
      const items = [...current.data.items, ...page.items.filter((item) => !known.has(query.paged.itemKey(item)))];
      set(target, { ...current, data: { items, next: page.next }, error: null });
    } catch (error) {
      set(target, { ...get(target), error });
    } finally {
      inFlight.delete(`${key}|more`);
      set(loadingMore, false);
    }
  })();
  inFlight.set(`${key}|more`, run);
  return run;
}

export interface PagedResult<T, C> extends QueryResult<Paged<T, C>> {
  items: T[] | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => Promise<void>;
  /** Changes the loaded items locally (an item answered, removed or put back). */
  setItems: (update: (items: T[]) => T[]) => void;
}

const notLoadingAtom = atom(false);

/** A paged query for a screen: the items so far, "show more" while there is a next page. */
export function usePagedQuery<P, T, C>(query: PagedQuery<P, T, C>, param: P | null): PagedResult<T, C> {
  const store = useStore();
  const result = useQuery(query, param);
  const key = param === null ? null : entry(query, param);
  const loadingMore = useAtomValue(key === null ? notLoadingAtom : loadingMoreFamily(key));
  const latest = useRef(param);
  latest.current = param;
  const loadMore = useCallback(() => {
    const current = latest.current;
    return key === null || current === null ? Promise.resolve() : store.set(query.nextPageAtom, current);
  }, [store, query, key]);
  const setItems = useCallback(
    (update: (items: T[]) => T[]) => {
      const current = latest.current;
      if (key === null || current === null) return;
      store.set(query.updateAtom, current, (data) => data && { ...data, items: update(data.items) });
    },
    [store, query, key],
  );
  return {
    ...result,
    setItems,
    items: result.data?.items,
    hasMore: result.status === "ready" && result.data?.next != null,
    loadingMore,
    loadMore,
  };
}

// ---- words for the loading display (ui/LoadStatus) -----------------------------------------------------------


/** The words ui/LoadStatus shows, in the current language (its LoadTexts; ui/ cannot be imported here). */
export interface LoadTexts {
  loading: string;
  retry: string;
  failed: (error: unknown) => string;
  refreshFailed: (error: unknown) => string;
}

export function useLoadTexts(): LoadTexts {
  const LL = useLL();
  return useMemo(
    () => ({
      loading: LL.common.loading(),
      retry: LL.common.retry(),
      failed: (error) => LL.errors.loadFailed({ message: queryErrorMessage(LL, error) }),
      refreshFailed: (error) => LL.common.query.refreshFailed({ message: queryErrorMessage(LL, error) }),
    }),
    [LL],
  );
}
