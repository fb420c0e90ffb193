// The accounts signed in on this browser, each with its own token, server and storage scope. The current one is
// also the stored session (state/session.ts); the others wait in this list until the person switches to them.
import type { CredentialAccount } from "../api/types";
import { atom, type Getter, type Setter } from "jotai";
import { ApiError, createApi, isInvalidToken } from "../api/client";
import { verifyCredentials } from "../api/endpoints/auth";
import { configuredApiBase, parseServer, setAccountServer } from "../lib/api-base";
import { clearScope, isRecord, load, save } from "../lib/storage";
import { configAtom, parseConfig, replaceConfigAtom, type ClientConfig } from "./config";
import { SESSION_STORAGE_NAME, signInAtom, type SessionParts } from "./session";
import { appShared, sessionEpochAtom } from "./store";

export interface SignedInAccount {
  token: string;
  /** The origin of the account's server; null for this instance's configured API. */
  server: string | null;
  /** Where the account's own drafts and settings are stored (lib/storage). */
  scope: string;
  id: string;
  acct: string;
  displayName: string;
  avatar: string;
}

const text = (v: unknown) => (typeof v === "string" ? v : "");

function parseAccount(raw: unknown): SignedInAccount | null {
  if (!isRecord(raw) || typeof raw.token !== "string" || !raw.token || typeof raw.id !== "string") return null;
  const server = raw.server === null ? null : (parseServer(raw.server) ?? undefined);
  if (server === undefined || typeof raw.scope !== "string" || !/^[a-z0-9]{0,16}$/.test(raw.scope)) return null;
  return { token: raw.token, server, scope: raw.scope, id: raw.id, acct: text(raw.acct), displayName: text(raw.displayName), avatar: text(raw.avatar) };
}

export const parseAccounts = (raw: unknown): SignedInAccount[] | undefined =>
  Array.isArray(raw) ? raw.map(parseAccount).filter((a): a is SignedInAccount => a !== null) : undefined;

export const loadAccounts = (): SignedInAccount[] => load("accounts", parseAccounts, []);

/** Every signed-in account, the current one included. */
export const signedInAccountsAtom = appShared<SignedInAccount[]>(loadAccounts());

/** The same person on the same server. */
export const sameAccount = (a: Pick<SignedInAccount, "server" | "id">, b: Pick<SignedInAccount, "server" | "id">) =>
  a.server === b.server && a.id === b.id;

/** The scope for an account signing in: its own if it was here before, "" if free, else a new one. */
export function scopeFor(server: string | null, id: string, list = loadAccounts()): string {
  const known = list.find((a) => sameAccount(a, { server, id }));
  if (known) return known.scope;
  return list.some((a) => a.scope === "") ? newScope() : "";
}

/** The list with `account` added or updated (its name, avatar and token refreshed), in sign-in order. */
export function withAccount(list: SignedInAccount[], account: SignedInAccount): SignedInAccount[] {
  const at = list.findIndex((a) => sameAccount(a, account));
  return at < 0 ? [...list, account] : list.map((a, i) => (i === at ? account : a));
}

export function describe(user: CredentialAccount, token: string, server: string | null, scope: string): SignedInAccount {
  return { token, server, scope, id: user.id, acct: user.acct, displayName: user.display_name ?? "", avatar: user.avatar ?? "" };
}

export function storeAccounts(list: SignedInAccount[]): void {
  save("accounts", list);
}


/** Adds or refreshes the signed-in account in the list. */
export function remember(set: Setter, account: SignedInAccount): void {
  const list = withAccount(loadAccounts(), account);
  storeAccounts(list);
  set(signedInAccountsAtom, list);
}

/** Removes an account from this browser: its entry and everything stored in its scope. */
function forget(set: Setter, account: Pick<SignedInAccount, "server" | "id" | "scope">): void {
  const list = loadAccounts().filter((a) => !sameAccount(a, account));
  clearScope(account.scope);
  storeAccounts(list);
  set(signedInAccountsAtom, list);
}

/** A switch to an account whose token its server refused: the account has left this browser's list. */
export class AccountSignedOut extends Error {
  constructor(readonly account: SignedInAccount) {
    super("account signed out");
    this.name = "AccountSignedOut";
  }
}

/**
 * Switches to another signed-in account. One whose token the server refuses leaves the list (AccountSignedOut);
 * after any failure the current account stays as it was.
 */
export const switchAccountAtom = atom(null, async (_get, set, account: SignedInAccount) => {
  try {
    await set(signInAtom, account.token, account.server);
  } catch (error) {
    if (error instanceof ApiError && isInvalidToken(error)) {
      forget(set, account);
      throw new AccountSignedOut(account);
    }
    throw error;
  }
});

/** A fresh scope word for another account. */
const newScope = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => (b % 36).toString(36)).join("");

/** null when `server` is the configured API's own origin (the same account either way), else `server`. */
function foreignServer(server: string | null): string | null {
  if (server === null || typeof location === "undefined") return server;
  try {
    return new URL(configuredApiBase() || location.origin, location.href).origin === server ? null : server;
  } catch {
    return server;
  }
}

/** signInAtom's work: the user fetched with the token at its server, the session stored, a fresh store. */
export async function signInWith(get: Getter, set: Setter, session: SessionParts, token: string, named: string | null): Promise<void> {
  const { tokenAtom, accountServerAtom, currentUserAtom, sessionExpiredAtom, adoptUser, loadInstanceOf } = session;
  const server = foreignServer(named);
  const user = await verifyCredentials(createApi({ baseUrl: server ?? configuredApiBase(), token }));
  const moved = server !== get(accountServerAtom);
  if (moved) await loadInstanceOf(set, server);
  const scope = scopeFor(server, user.id);
  save(SESSION_STORAGE_NAME, { token, ...(server ? { server } : {}), ...(scope ? { scope } : {}) });
  setAccountServer(server);
  set(tokenAtom, token);
  set(accountServerAtom, server);
  set(sessionExpiredAtom, false);
  // This account's own settings (stored in its scope) replace the previous account's; an account with none stored
  // yet starts from the settings in use, which become its own.
  if (get(currentUserAtom)?.id !== user.id || moved) set(replaceConfigAtom, load<ClientConfig | null>("config", parseConfig, null) ?? get(configAtom));
  adoptUser(get, set, user);
  // At once (adoptUser's own update waits for this module): a next sign-in must see this account in the list.
  remember(set, describe(user, token, server, scope));
  // Last: the app moves to a fresh store, carrying the token and user just set.
  set(sessionEpochAtom, get(sessionEpochAtom) + 1);
}
