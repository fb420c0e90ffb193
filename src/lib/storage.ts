// The one place that touches localStorage. Keys carry a version prefix; every read is validated by the caller's
// parser, so corrupt or old data falls back to defaults instead of crashing the app.
const PREFIX = "mitra.v1.";

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

/** The localStorage key of a stored name (to recognise it in a storage event). */
export const storageKey = (name: string): string => PREFIX + name;

export function load<T>(name: string, parse: (raw: unknown) => T | undefined, fallback: T): T {
  const text = store()?.getItem(PREFIX + name);
  if (text == null) return fallback;
  try {
    return parse(JSON.parse(text)) ?? fallback;
  } catch {
    return fallback;
  }
}

export function save(name: string, value: unknown): void {
  try {
    store()?.setItem(PREFIX + name, JSON.stringify(value));
  } catch {
    // quota exceeded or storage disabled: the value lives in memory only
  }
}

export function remove(name: string): void {
  store()?.removeItem(PREFIX + name);
}

/** Names (without the version prefix) of stored values that start with `prefix`. */
export function names(prefix: string): string[] {
  const s = store();
  if (!s) return [];
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key?.startsWith(PREFIX + prefix)) out.push(key.slice(PREFIX.length));
  }
  return out;
}

/** Logout and account deletion clear everything the client stored. */
export function clearAll(): void {
  store()?.clear();
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
