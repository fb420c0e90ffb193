// Signing in and switching between the accounts signed in on this browser: loaded when someone does either, not with
// every signed-in page (state/signed-in-accounts.ts keeps the list).
import { atom, type Getter, type Setter } from "jotai";
import { ApiError, createApi, isInvalidToken } from "../api/client";
import { verifyCredentials } from "../api/endpoints/auth";
import { configuredApiBase, setAccountServer } from "../lib/api-base";
import { clearScope, load, save } from "../lib/storage";
import { configAtom, parseConfig, replaceConfigAtom, type ClientConfig } from "./config";
import { SESSION_STORAGE_NAME, signInAtom, type SessionParts } from "./session";
import { describe, loadAccounts, remember, sameAccount, signedInAccountsAtom, storeAccounts, type SignedInAccount } from "./signed-in-accounts";
import { sessionEpochAtom } from "./store";

/** The scope for an account signing in: its own if it was here before, "" if free, else a new one. */
export function scopeFor(server: string | null, id: string, list = loadAccounts()): string {
  const known = list.find((a) => sameAccount(a, { server, id }));
  if (known) return known.scope;
  return list.some((a) => a.scope === "") ? newScope() : "";
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
