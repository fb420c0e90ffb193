import { atom, type Getter, type Setter } from "jotai";
import { createApi, type Api } from "../api/client";
import type { CredentialAccount, Instance } from "../api/types";
import { getInstance } from "../api/endpoints/instance";
import { detectServer } from "../api/server";
import { revokeToken, verifyCredentials } from "../api/endpoints/auth";
import { clearAll, clearScope, currentScope, isRecord, load, remove, save, storageKey, takeForeign } from "../lib/storage";
import { configAtom, DEFAULT_CONFIG, loadPendingConfig, mergeAccountConfig } from "./config";
import { apiBaseUrl, configuredApiBase, parseServer, setAccountServer } from "../lib/api-base";
// The list of signed-in accounts (state/signed-in-accounts.ts) is kept up to date from here, but loads beside the
// app rather than in its first bundle: only a signed-in person's start, sign-in, sign-out and the account menus need
// it. The start reads the signed-in user with the account reader it brings (one lazy file at boot rather than two).
// What this module calls of it comes as one object (state/session-accounts.ts), so that file stays a line.
const accountList = () => import("./session-accounts").then((m) => m.accountList);
const accountReader = () => accountList().then((m) => m.readCredentialAccount);
import { withEarlyAnswer } from "../api/early";
import { appLevel, appShared, sessionEpochAtom } from "./store";

/** The API host (lib/api-base): run-time config.js, else the build-time MITRA_API_URL, else this origin. */
export { apiBaseUrl };

export const parseSession = (raw: unknown) =>
  isRecord(raw) && typeof raw.token === "string" && raw.token ? raw.token : undefined;

/** The stored session's server: the origin of the account's server, or null for this instance. */
const storedServer = (): string | null =>
  load<string | null>(SESSION_STORAGE_NAME, (raw) => (isRecord(raw) ? parseServer(raw.server) : undefined), null);

/** The stored name of the session; other tabs watch it (see watchOtherTabs). */
export const SESSION_STORAGE_NAME = "session";

// The session, the instance and start-up status are app-level: they are carried into each new session's store
// (state/store.ts), while everything loaded from the server stays behind with the old one.
/** Where the official web client keeps its token; adopted once so people switching clients stay signed in. */
export const OFFICIAL_CLIENT_TOKEN_KEY = "auth_token";
const TOKEN_TEXT = /^[\w.~+/=-]{1,512}$/;

function storedToken(): string | null {
  const own = load<string | null>(SESSION_STORAGE_NAME, parseSession, null);
  let foreign = takeForeign(OFFICIAL_CLIENT_TOKEN_KEY);
  if (own) return own;
  // Kept as plain text, or by some versions as a JSON string.
  if (foreign?.startsWith('"')) {
    try {
      foreign = String(JSON.parse(foreign));
    } catch {
      foreign = null;
    }
  }
  if (!foreign || !TOKEN_TEXT.test(foreign)) return null;
  save(SESSION_STORAGE_NAME, { token: foreign });
  return foreign;
}

export const tokenAtom = appLevel(atom<string | null>(storedToken()));
/** The signed-in account's server when it is not this instance (signed in with OAuth); the token goes only there. */
export const accountServerAtom = appLevel(atom<string | null>(storedServer()));
export const currentUserAtom = appLevel(atom<CredentialAccount | null>(null));
// Stored after it was read by the API layer, so a shape check is enough here.
export const parseInstance = (raw: unknown) =>
  isRecord(raw) && typeof raw.uri === "string" && isRecord(raw.configuration) ? (raw as Instance) : undefined;
/** Cached from the last visit so the first paint has the title; refreshed at every start. */
export const instanceAtom = appShared<Instance | null>(load<Instance | null>("instance", parseInstance, null));
/** Which server software this is (Mitra or another), its version, and which optional APIs it has. */
export const serverAtom = atom((get) => detectServer(get(instanceAtom)));
/** "pending" until start-up finishes; an Error when the current user could not be loaded (the token is kept). */
export const bootStatusAtom = appShared<"pending" | "done" | Error>("pending");

/** Set when the session ended because the server rejected the token, so the landing page can say so. */
export const sessionExpiredAtom = appShared(false);

let invalidTokenHandler: (token: string | null) => void = () => {};
/**
 * The app wires this to signOutLocally once it has a store. The handler gets the token that was refused, so a
 * late answer to a previous session's request cannot end the current one.
 */
export function onInvalidToken(handler: (token: string | null) => void): void {
  invalidTokenHandler = handler;
}

// A string, so that a reloaded instance with the same host keeps the same API object.
const instanceHostAtom = atom((get) => get(instanceAtom)?.uri ?? null);

/** Set only by tests (`store.set(apiAtom, fakeApi)`): a store's API answered by a fake server. */
const apiOverrideAtom = atom<Api | null>(null);

export const apiAtom = atom(
  (get): Api => {
    const override = get(apiOverrideAtom);
    if (override) return override;
    const token = get(tokenAtom);
    const baseUrl = get(accountServerAtom) ?? configuredApiBase();
    return createApi({ baseUrl, token, publicHost: get(instanceHostAtom), onInvalidToken: () => invalidTokenHandler(token) });
  },
  (_get, set, api: Api | null) => set(apiOverrideAtom, api),
);

/** What the sign-in work (state/signed-in-accounts.ts) changes, handed over rather than imported by it. */
const sessionParts = { tokenAtom, accountServerAtom, currentUserAtom, sessionExpiredAtom, adoptUser, loadInstanceOf };
export type SessionParts = typeof sessionParts;

export const isAuthenticatedAtom = atom((get) => get(tokenAtom) !== null && get(currentUserAtom) !== null);

/** Adopts the server's copy of the client settings, keeping local values the server does not have and local changes not yet saved to it. */
export function adoptUser(get: Getter, set: Setter, user: CredentialAccount) {
  set(currentUserAtom, user);
  // The list of signed-in accounts keeps the name and picture the account menu shows.
  const token = get(tokenAtom);
  const server = get(accountServerAtom);
  const scope = currentScope();
  // Only while it is still the signed-in account: a late update must not bring back one signed out meanwhile.
  const still = () => get(tokenAtom) === token;
  // The account's saved language shows too, from sign-in on (not only from the next start).
  if (token) void accountList().then((m) => still() && m.adoptAccount(get, set, m.describe(user, token, server, scope)), () => undefined);
  const remote = (user.client_config as Record<string, unknown> | undefined)?.["mitra-web"];
  const pending = loadPendingConfig();
  if (isRecord(remote)) set(configAtom, mergeAccountConfig(get(configAtom), remote, pending));
  // A change this device could not save to the account yet is sent again now.
  if (pending.length) pushPendingConfig(get, set);
}

let pushPendingConfig: (get: Getter, set: Setter) => void = () => {};
/** state/config-sync.ts hands over how pending settings are sent again (it imports this module; this one cannot). */
export const onPendingConfig = (push: typeof pushPendingConfig) => void (pushPendingConfig = push);

/** Start-up: instance info and, with a stored token, the current user, in parallel. */
export const bootAtom = atom(null, async (get, set) => {
  const api = get(apiAtom);
  // The entry started both requests already (app/prefetch.ts); a retry asks again.
  const instance = getInstance(withEarlyAnswer(api, "instance", null)).then((i) => {
    set(instanceAtom, i);
    save("instance", i);
  });
  const user = get(tokenAtom)
    ? verifyCredentials(withEarlyAnswer(api, "verify_credentials"), accountReader).then(
        (u) => adoptUser(get, set, u),
        (error: unknown) => {
          // An invalid token was already handled by onInvalidToken; other failures keep the token for a retry.
          if (get(tokenAtom) && (error as { status?: number }).status === 401) set(signOutLocallyAtom, true);
          else throw error;
        },
      )
    : Promise.resolve();
  set(bootStatusAtom, "pending");
  const [instanceResult, userResult] = await Promise.allSettled([instance, user]);
  set(bootStatusAtom, userResult.status === "rejected" ? toError(userResult.reason) : "done");
  if (instanceResult.status === "rejected" && !get(instanceAtom)) throw instanceResult.reason;
});

const toError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

/** The instance of `server` (null: this instance), fetched anew and kept for the next start. */
export async function loadInstanceOf(set: Setter, server: string | null): Promise<void> {
  const instance = await getInstance(createApi({ baseUrl: server ?? configuredApiBase() }));
  set(instanceAtom, instance);
  save("instance", instance);
}

/**
 * After a successful sign-in or sign-up, and to switch to another signed-in account: keep the token and fetch the
 * user with it. `server` is the account's server when it is not this instance. Other signed-in accounts stay.
 * (The work is in state/signed-in-accounts.ts, which loads only when someone signs in.)
 */
export const signInAtom = atom(null, async (get, set, token: string, server: string | null = null) =>
  (await accountList()).signInWith(get, set, sessionParts, token, server),
);

/**
 * Ends the session in this browser: the account and its stored data go (all stored data when it was the last one,
 * unless another tab already cleared it and may have stored a new session), the other signed-in accounts stay for
 * the landing page to offer, and the app moves to a fresh store.
 */
export const signOutLocallyAtom = atom(null, (get, set, expired: boolean, clearStorage: boolean = true) => {
  const user = get(currentUserAtom);
  const server = get(accountServerAtom);
  if (clearStorage) {
    // The other signed-in accounts stay, with their stored data; the last one's sign-out clears everything.
    const isOwn = (a: unknown) => isRecord(a) && a.id === user?.id && (a.server ?? null) === server;
    const others = load<unknown[]>("accounts", (raw) => (Array.isArray(raw) ? raw : undefined), []).filter((a) => !isOwn(a));
    if (others.length) {
      clearScope(currentScope());
      remove(SESSION_STORAGE_NAME);
      save("accounts", others);
    } else clearAll();
  }
  // The list of accounts as stored now, and the language of this browser without the account.
  void accountList().then((m) => m.signedOut(set, clearStorage), () => undefined);
  set(tokenAtom, null);
  set(currentUserAtom, null);
  set(accountServerAtom, null);
  setAccountServer(null);
  set(sessionExpiredAtom, expired);
  const instance = get(instanceAtom);
  if (server !== null) {
    // The landing page belongs to this instance again.
    set(instanceAtom, null);
    loadInstanceOf(set, null).catch(() => undefined);
  } else if (instance && clearStorage) save("instance", instance);
  set(sessionEpochAtom, get(sessionEpochAtom) + 1);
});

/**
 * Another tab signed out (or signed in as someone else): this tab's session is over too. Storage is left as the
 * other tab wrote it. A different stored token is taken up like a fresh sign-in.
 */
export const followStoredSessionAtom = atom(null, async (get, set) => {
  const stored = load<string | null>(SESSION_STORAGE_NAME, parseSession, null);
  void accountList().then((m) => set(m.signedInAccountsAtom, m.loadAccounts()), () => undefined);
  const token = get(tokenAtom);
  if (stored === token) return;
  if (stored === null) {
    if (token !== null) set(signOutLocallyAtom, false, false);
    return;
  }
  // Taken up as a switch is: the sign-in moves this tab to a fresh store when it is done. (A sign-out first would
  // move it there already, and the sign-in would then land in the ended store: the tab stayed signed out.)
  try {
    await set(signInAtom, stored, storedServer());
  } catch (error) {
    if (token !== null) set(signOutLocallyAtom, false, false);
    throw error;
  }
});

/** Calls `changed` when another tab changes the stored session (the storage event fires in the other tabs only). */
export function watchStoredSession(changed: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKey(SESSION_STORAGE_NAME) || event.key === storageKey("accounts")) changed();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

/** How long logout waits for the server to revoke the token before signing out here anyway. */
export const REVOKE_TIMEOUT_MS = 4000;

/** The sign-outs on their way, by token. */
const signingOut = new Map<string, Promise<void>>();

/**
 * Logout: revoke the token, then clear everything. Neither a failure nor a server that never answers keeps the
 * person signed in: after REVOKE_TIMEOUT_MS the local sign-out goes ahead.
 */
export const signOutAtom = atom(null, (get, set): Promise<void> => {
  const token = get(tokenAtom);
  // Pressed again while the server answers (the menu and the sidebar stay usable meanwhile): the same sign-out.
  const running = token ? signingOut.get(token) : undefined;
  if (running) return running;
  const done = (async () => {
    if (token) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, REVOKE_TIMEOUT_MS)));
      await Promise.race([revokeToken(get(apiAtom), token).catch(() => undefined), timeout]);
      clearTimeout(timer);
    }
    set(signOutLocallyAtom, false);
  })();
  if (token) {
    const forget = () => void signingOut.delete(token);
    signingOut.set(token, done);
    done.then(forget, forget);
  }
  return done;
});

