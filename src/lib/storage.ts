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

// Several accounts can be signed in; what belongs to one (drafts, settings, invoices) is kept apart. The stored
// session names the current account's scope; the first account's is "" (the keys as they always were), another's
// is a short random word, and its values live under `mitra.v1.@<scope>.<name>`. These names belong to the browser
// rather than to an account.
const SHARED = /^(session|accounts|instance|oauth\.apps|oauth\.pending)$/;
const SCOPE = /^[a-z0-9]{1,16}$/;

/** The stored session's scope, "" when it has none or cannot be read. */
export function currentScope(): string {
  try {
    const raw: unknown = JSON.parse(store()?.getItem(PREFIX + "session") ?? "null");
    const scope = isRecord(raw) ? raw.scope : undefined;
    return typeof scope === "string" && SCOPE.test(scope) ? scope : "";
  } catch {
    return "";
  }
}

const scopePrefix = (scope: string) => (scope ? `${PREFIX}@${scope}.` : PREFIX);
const keyOf = (name: string) => (SHARED.test(name) ? PREFIX + name : scopePrefix(currentScope()) + name);

export function load<T>(name: string, parse: (raw: unknown) => T | undefined, fallback: T): T {
  const text = store()?.getItem(keyOf(name));
  if (text == null) return fallback;
  try {
    return parse(JSON.parse(text)) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * Whether this browser keeps any signed-in account (the list state/signed-in-accounts.ts stores), read without that
 * module: the landing page and the server's sign-in ask it before anyone is signed in.
 */
export const hasStoredAccounts = (): boolean => load("accounts", (raw) => (Array.isArray(raw) && raw.length > 0) || undefined, false);

export function save(name: string, value: unknown): void {
  try {
    store()?.setItem(keyOf(name), JSON.stringify(value));
  } catch {
    // quota exceeded or storage disabled: the value lives in memory only
  }
}

export function remove(name: string): void {
  store()?.removeItem(keyOf(name));
}

/** Names (without the version prefix) of the current account's stored values that start with `prefix`. */
export function names(prefix: string): string[] {
  const s = store();
  if (!s) return [];
  const start = scopePrefix(currentScope());
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key?.startsWith(start + prefix)) out.push(key.slice(start.length));
  }
  return out;
}

/** Removes everything one account stored (its drafts, settings, invoices); the other accounts' values stay. */
export function clearScope(scope: string): void {
  const s = store();
  if (!s) return;
  const doomed: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const rest = key.slice(PREFIX.length);
    if (scope ? key.startsWith(scopePrefix(scope)) : !rest.startsWith("@") && !SHARED.test(rest)) doomed.push(key);
  }
  for (const key of doomed) s.removeItem(key);
}

/**
 * A value another client kept under an unprefixed key, read once and removed (the official web client keeps its
 * token as `auth_token`): its raw text, or null.
 */
export function takeForeign(key: string): string | null {
  const s = store();
  const text = s?.getItem(key) ?? null;
  if (text !== null) s?.removeItem(key);
  return text;
}

/** Logout and account deletion clear everything the client stored. */
export function clearAll(): void {
  store()?.clear();
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
